import { observabilityConfig } from '../config/config';
import { readableLine } from './pretty-lines';

describe('readable log lines (LOG_FORMAT=pretty)', () => {
  it('shows time, level, context and message, then the other fields', () => {
    const line = readableLine(
      JSON.stringify({
        level: 'info',
        time: '2026-11-24T10:59:55.523Z',
        reqId: 'r-1',
        method: 'GET',
        route: '/api/v1/notices/:id',
        status: 200,
        ms: 7,
        msg: 'request completed',
      }),
    );
    expect(line).toBe(
      '10:59:55.523  INFO request completed  reqId=r-1 method=GET route=/api/v1/notices/:id status=200 ms=7\n',
    );
    expect(
      readableLine(
        JSON.stringify({
          level: 'error',
          time: 'x'.repeat(24),
          context: 'Jobs',
          msg: 'failed',
          err: { stack: 'Error: boom\n  at here' },
        }),
      ),
    ).toContain('ERROR [Jobs] failed\nError: boom\n  at here\n');
  });
});

describe('LOG_FORMAT and METRICS_TOKEN', () => {
  it('defaults to JSON in production and readable lines elsewhere; refuses other formats and short tokens', () => {
    expect(observabilityConfig({ NODE_ENV: 'production' })).toEqual({
      logFormat: 'json',
      metricsToken: null,
    });
    expect(observabilityConfig({})).toEqual({ logFormat: 'pretty', metricsToken: null });
    expect(observabilityConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => observabilityConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty');
    expect(() => observabilityConfig({ METRICS_TOKEN: 'short' })).toThrow('at least 16 characters');
    expect(observabilityConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
  });
});
