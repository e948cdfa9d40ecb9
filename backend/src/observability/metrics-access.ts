import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';

/** Loopback and private networks: where a Prometheus beside the app scrapes from. */
const NEAR = new BlockList();
NEAR.addSubnet('127.0.0.0', 8, 'ipv4');
NEAR.addSubnet('10.0.0.0', 8, 'ipv4');
NEAR.addSubnet('172.16.0.0', 12, 'ipv4');
NEAR.addSubnet('192.168.0.0', 16, 'ipv4');
NEAR.addSubnet('169.254.0.0', 16, 'ipv4');
NEAR.addAddress('::1', 'ipv6');
NEAR.addSubnet('fc00::', 7, 'ipv6');
NEAR.addSubnet('fe80::', 10, 'ipv6');

/** Whether an address (the socket's, never a forwarded one) is loopback or on a private network. */
export function isNearAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return NEAR.check(mapped, 'ipv4');
  return isIPv4(address) ? NEAR.check(address, 'ipv4') : NEAR.check(address, 'ipv6');
}

export type MetricsAccess = 'allowed' | 'token_required' | 'not_from_here';

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token (from anywhere, the
 * token being the whole rule); without, only callers on loopback or a private network, judged by the
 * socket's address so no X-Forwarded-For can make the internet look near. Behind a proxy (TRUST_PROXY
 * set) that rule proves nothing, since every relayed request comes from the proxy's own private
 * address: there only the token lets anyone in.
 */
export function metricsAccess(
  token: string | null,
  behindProxy: boolean,
  authorization: string | undefined,
  socketAddress: string | undefined,
): MetricsAccess {
  if (token === null) return !behindProxy && isNearAddress(socketAddress) ? 'allowed' : 'not_from_here';
  const sent = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? 'allowed' : 'token_required';
}
