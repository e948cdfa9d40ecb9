import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, integer } from './env';

export interface TransparencyConfig {
  /** PKCS#8 PEM of the Ed25519 checkpoint signing key; null: the one kept in DATA_DIR (`transparencyKey`). */
  signingKeyPem: string | null;
  /** TRANSPARENCY_KEY_NAME; null: the log's origin. */
  keyName: string | null;
  /** TRANSPARENCY_ORIGIN; null: `<PUBLIC_URL host>/transparency`, unless the log already has one. */
  origin: string | null;
  /** How often pending entries are integrated; 0 turns the timer off (another instance integrates). */
  intervalMs: number;
  /** TRANSPARENCY_SELF_CHECK_MINUTES: the self-check's period (it also runs at start); 0 turns it off. */
  selfCheckMinutes: number;
}

const TRANSPARENCY_KEY_FILE = 'transparency-ed25519.pem';

/**
 * TRANSPARENCY_SIGNING_KEY is PEM text or a path to a PEM file; unset (null), the log uses a key generated
 * once and kept in DATA_DIR (`transparencyKey`, when the log starts).
 */
export function transparencyConfig(env: Record<string, string | undefined>): TransparencyConfig {
  const raw = env.TRANSPARENCY_SIGNING_KEY?.trim();
  let pem: string | null;
  if (!raw) pem = null;
  // PEM text; an env file may carry it on one line with \n escapes.
  else if (raw.startsWith('-----BEGIN')) pem = raw.replace(/\\n/g, '\n');
  else if (existsSync(raw)) pem = readFileSync(raw, 'utf8');
  else throw new ConfigError('TRANSPARENCY_SIGNING_KEY must be a PEM private key or the path of one');
  if (pem !== null && !isEd25519(pem))
    throw new ConfigError('TRANSPARENCY_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const keyName = env.TRANSPARENCY_KEY_NAME || null;
  if (keyName !== null && !/^[^\s+]+$/u.test(keyName))
    throw new ConfigError(`TRANSPARENCY_KEY_NAME must have no spaces and no "+"; got "${keyName}"`);
  const origin = env.TRANSPARENCY_ORIGIN || null;
  if (origin !== null && !/^[^\s]+$/u.test(origin))
    throw new ConfigError(`TRANSPARENCY_ORIGIN must be one word without spaces; got "${origin}"`);
  return {
    signingKeyPem: pem,
    keyName,
    origin,
    intervalMs: integer(env, 'TRANSPARENCY_INTERVAL_MS', 2_000, 0, 3_600_000),
    selfCheckMinutes: integer(env, 'TRANSPARENCY_SELF_CHECK_MINUTES', 60, 0, 10_080),
  };
}

function isEd25519(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/** The configured signing key, else the one generated once in DATA_DIR (readable by its owner only). */
export function transparencyKey(settings: TransparencyConfig, dataDir: string): string {
  if (settings.signingKeyPem) return settings.signingKeyPem;
  const path = join(dataDir, TRANSPARENCY_KEY_FILE);
  if (existsSync(path)) {
    const pem = readFileSync(path, 'utf8');
    if (!isEd25519(pem)) throw new ConfigError(`${path} is not an Ed25519 private key (PKCS#8 PEM)`);
    return pem;
  }
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(path, pem, { mode: 0o600 });
  return pem;
}
