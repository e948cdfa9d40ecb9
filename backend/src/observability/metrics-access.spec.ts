import { isNearAddress, metricsAccess } from './metrics-access';

describe('who may read /metrics', () => {
  it('without a token: loopback and private networks only, by the socket address', () => {
    for (const near of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.9',
      'fd00::1',
    ])
      expect([near, metricsAccess(null, undefined, near)]).toEqual([near, 'allowed']);
    for (const far of ['8.8.8.8', '172.32.0.1', '::ffff:93.184.216.34', '2001:db8::1', undefined])
      expect([far, metricsAccess(null, undefined, far)]).toEqual([far, 'not_from_here']);
    expect(isNearAddress('not an address')).toBe(false);
  });

  it('with a token: the bearer token from anywhere, nothing without it', () => {
    const token = 'metrics-token-0123456789';
    expect(metricsAccess(token, `Bearer ${token}`, '8.8.8.8')).toBe('allowed');
    expect(metricsAccess(token, undefined, '127.0.0.1')).toBe('token_required');
    expect(metricsAccess(token, 'Bearer metrics-token-012345678', '127.0.0.1')).toBe('token_required');
    expect(metricsAccess(token, token, '127.0.0.1')).toBe('token_required');
  });
});
