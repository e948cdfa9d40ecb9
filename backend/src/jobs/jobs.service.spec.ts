import { logQueueError } from './jobs.service';

describe('job queue errors in the log', () => {
  const logger = () => ({ warn: jest.fn(), error: jest.fn() });

  it('writes the end of a connection by a stopping server as a warning, not an error', () => {
    const log = logger();
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    logQueueError(log, shutdown);
    expect(log.warn).toHaveBeenCalledWith('terminating connection due to administrator command');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('writes any other failure as an error', () => {
    const log = logger();
    logQueueError(log, Object.assign(new Error('relation "job" does not exist'), { code: '42P01' }));
    expect(log.error).toHaveBeenCalledWith('relation "job" does not exist');
  });
});
