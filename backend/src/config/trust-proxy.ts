import { isIP } from 'node:net';
import { ConfigError, integer, type Env } from './env';

/** False (no proxy), a number of proxy hops, or the proxies' addresses, CIDR ranges and Express names. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, or an IP range as address/prefix length (or /netmask for IPv4), as proxy-addr reads it. */
function isAddressOrRange(entry: string): boolean {
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (range === undefined) return true;
  if (version === 4 && isIP(range) === 4) return true;
  return /^\d{1,3}$/.test(range) && Number(range) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the client is the socket's address, X-Forwarded-For is
 * ignored); a number trusts that many hops in front of the app; otherwise a comma list of addresses,
 * CIDR ranges and `loopback`/`linklocal`/`uniquelocal`. `true` (trust every hop, so any client could name
 * any address) is refused.
 */
export function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 32) || false;
  const list = raw.split(',').map((entry) => entry.trim());
  for (const entry of list) {
    if (!PROXY_NAMES.includes(entry) && !isAddressOrRange(entry))
      throw new ConfigError(
        `TRUST_PROXY must be false, a number of hops, or a comma list of IP addresses, CIDR ranges and ` +
          `${PROXY_NAMES.join('/')}; got "${entry}"`,
      );
  }
  return list;
}
