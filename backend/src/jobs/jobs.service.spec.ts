import type { AppConfig } from '../config/config';
import { JobsService, logQueueError } from './jobs.service';

/** pg-boss's client, whose start fails while `mockStartFailures` is above 0 (the database not reachable). */
let mockStartFailures = 0;
jest.mock('pg-boss', () => ({
  __esModule: true,
  default: class {
    on(): void {}
    async start(): Promise<void> {
      if (mockStartFailures > 0) {
        mockStartFailures--;
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      }
    }
    async stop(): Promise<void> {}
    async createQueue(): Promise<void> {}
  },
}));

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

describe('starting the job queue', () => {
  it('tries again on the next call after a failed start', async () => {
    const jobs = new JobsService({ runJobs: true } as AppConfig, 'postgres://localhost:5432/notices');
    mockStartFailures = 1;
    await expect(jobs.ready('send-mail')).rejects.toThrow('ECONNREFUSED');
    expect(jobs.running).toBe(false);
    await jobs.ready('send-mail');
    expect(jobs.running).toBe(true);
  });
});
