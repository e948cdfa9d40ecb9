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
      expect([near, metricsAccess(null, false, undefined, near)]).toEqual([near, 'allowed']);
    for (const far of ['8.8.8.8', '172.32.0.1', '::ffff:93.184.216.34', '2001:db8::1', undefined])
      expect([far, metricsAccess(null, false, undefined, far)]).toEqual([far, 'not_from_here']);
    expect(isNearAddress('not an address')).toBe(false);
  });

  it('with a token: the bearer token from anywhere, nothing without it', () => {
    const token = 'metrics-token-0123456789';
    expect(metricsAccess(token, false, `Bearer ${token}`, '8.8.8.8')).toBe('allowed');
    expect(metricsAccess(token, false, undefined, '127.0.0.1')).toBe('token_required');
    expect(metricsAccess(token, false, 'Bearer metrics-token-012345678', '127.0.0.1')).toBe('token_required');
    expect(metricsAccess(token, false, token, '127.0.0.1')).toBe('token_required');
    expect(metricsAccess(token, true, `Bearer ${token}`, '10.0.0.2')).toBe('allowed');
  });

  it('behind a proxy (TRUST_PROXY set): the token only, since every relayed request comes from the proxy', () => {
    for (const near of ['127.0.0.1', '10.0.0.2', '172.20.0.5'])
      expect([near, metricsAccess(null, true, undefined, near)]).toEqual([near, 'not_from_here']);
    const token = 'metrics-token-0123456789';
    expect(metricsAccess(token, true, undefined, '172.20.0.5')).toBe('token_required');
  });
});
