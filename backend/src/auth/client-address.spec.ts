import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('counts IPv4 as is, IPv4-mapped as IPv4, and IPv6 by its /64 network', () => {
    expect(clientAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
