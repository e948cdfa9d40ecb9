import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/** Typed configuration read once from the environment at boot; a wrong value stops the start. */
export interface AppConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** DATABASE_READ_URL: a streaming replica for search, sitemap, feeds and open-data reads; null: the primary. */
  databaseReadUrl?: string | null;
  /** DATABASE_READ_MAX_LAG_MS: how far behind the primary the replica may be before reads go to the primary. */
  readMaxLagMs?: number;
  /** DATABASE_WAIT_SECONDS: how long the start waits for a PostgreSQL not yet accepting connections; absent: none. */
  databaseWaitSeconds?: number;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmail: string | null;
  adminPassword: string | null;
  demoData: boolean;
  jwtSecret: string;
  /** Lifetime of a sign-in session, in hours. */
  sessionHours: number;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  nodeEnv: string;
  /** LOG_FORMAT and METRICS_TOKEN; absent (tests), `observabilityConfig({ NODE_ENV })` applies. */
  observability?: ObservabilityConfig;
  /** EMERGENCY_NOTICE_TYPE_ID: overrides the Emergency button's notice type chosen in System settings. */
  emergencyNoticeTypeId?: number | null;
  /** Shifts the product's clock, for demos and browser tests of time-driven behaviour; 0 in production. */
  clockOffsetHours: number;
  /** Run background jobs (scheduled publishing, alerts, billing) in this process. */
  runJobs: boolean;
  /** Largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** S3-compatible storage for attachments; null keeps files on local disk under DATA_DIR. */
  s3: S3Config | null;
  /** Due dates the scheduler publishes per transaction. */
  schedulerBatchSize: number;
  /** Search totals remembered until the next change to public notices; 0 counts every time. */
  searchTotalsCache: number;
  /** Search result cards remembered the same way; 0 builds every card for every search. */
  searchCardsCache: number;
  /** SITE_PAGE_CACHE, SITE_PAGE_CACHE_MB: rendered public pages kept (entries 0: none); default when absent. */
  sitePageCache?: { entries: number; bytes: number };
  /** Alert text messages: Twilio when configured, else kept in sms_outbox and printed. */
  sms: SmsConfig;
  /** Retries of e-mail and SMS delivery jobs; absent (tests), `deliveryConfig({})` applies. */
  delivery?: DeliveryConfig;
  /** Exact origins (scheme://host[:port]) allowed to call the API with credentials; empty allows none. */
  corsOrigins: string[];
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe (Express `trust proxy`); false believes none. */
  trustProxy: TrustProxy;
  /** Days an open-data dump stays downloadable before the daily export deletes it. */
  openDataRetentionDays: number;
  /** The transparency log's signing key and names; absent (tests), `transparencyConfig({})` applies. */
  transparency?: TransparencyConfig;
  /** CERTIFICATE_P12 (+ passphrase): signs certificates of publication; null: a development one in DATA_DIR. */
  certificate?: CertificateConfig | null;
}

export interface ObservabilityConfig {
  /** LOG_FORMAT: one JSON object per line (production's default) or readable lines (development's). */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: the bearer token /metrics asks for; null answers only loopback and private networks. */
  metricsToken: string | null;
}

export function observabilityConfig(env: Record<string, string | undefined>): ObservabilityConfig {
  const logFormat = env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty')
    throw new ConfigError(`LOG_FORMAT must be json or pretty; got "${logFormat}"`);
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken !== null && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return { logFormat, metricsToken };
}

/** The app's observability settings; defaults by NODE_ENV when the config was built without them (tests). */
export function observabilityOf(config: Pick<AppConfig, 'observability' | 'nodeEnv'>): ObservabilityConfig {
  return config.observability ?? observabilityConfig({ NODE_ENV: config.nodeEnv });
}

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

export interface CertificateConfig {
  /** The PKCS#12 bytes, read from a file path or decoded from base64. */
  p12: Buffer;
  passphrase: string;
}

/** CERTIFICATE_P12: a path to a PKCS#12 file, or the file in base64. */
function certificateConfig(env: Env): CertificateConfig | null {
  const raw = env.CERTIFICATE_P12?.trim();
  if (!raw) return null;
  const passphrase = env.CERTIFICATE_P12_PASSPHRASE ?? '';
  if (existsSync(raw)) return { p12: readFileSync(raw), passphrase };
  if (!/^[A-Za-z0-9+/\s]+={0,2}$/.test(raw))
    throw new ConfigError('CERTIFICATE_P12 must be the path of a PKCS#12 file or the file in base64');
  return { p12: Buffer.from(raw, 'base64'), passphrase };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

function s3Config(env: Env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

export interface DeliveryConfig {
  /** DELIVERY_RETRY_LIMIT: retries after the first try before a message is `failed`. */
  retryLimit: number;
  /** DELIVERY_RETRY_DELAY_SECONDS: the backoff's unit; the wait after the n-th failure is 1-2 × unit × 2^(n-1). */
  retryDelaySeconds: number;
  /** Runs the delivery workers whatever RUN_JOBS says (the tests' apps); false: they follow RUN_JOBS. */
  workers: boolean;
}

export function deliveryConfig(env: Record<string, string | undefined>): DeliveryConfig {
  return {
    retryLimit: integer(env, 'DELIVERY_RETRY_LIMIT', 10, 0, 50),
    retryDelaySeconds: integer(env, 'DELIVERY_RETRY_DELAY_SECONDS', 60, 1, 86_400),
    workers: false,
  };
}

export interface SmsConfig {
  provider: 'log' | 'twilio';
  /** Twilio's API root; tests point it at a local stub. */
  apiBase: string;
  twilio: { accountSid: string; authToken: string; from: string } | null;
}

function smsConfig(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER || 'log';
  if (provider !== 'log' && provider !== 'twilio')
    throw new ConfigError(`SMS_PROVIDER must be log or twilio; got "${provider}"`);
  const apiBase = (url(env, 'SMS_API_BASE', ['http:', 'https:']) ?? 'https://api.twilio.com').replace(
    /\/$/,
    '',
  );
  if (provider === 'log') return { provider, apiBase, twilio: null };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from)
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { provider, apiBase, twilio: { accountSid, authToken, from } };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${env[name]}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL; got "${raw}"`);
  }
}

/** CORS_ORIGINS: comma-separated exact origins; `null`, paths and wildcards are refused at boot. */
function origins(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    let origin: string | null = null;
    try {
      const parsed = new URL(entry);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origin = parsed.origin;
    } catch {
      origin = null;
    }
    if (origin !== entry)
      throw new ConfigError(`${name} must list exact origins such as https://example.org; got "${entry}"`);
  }
  return list;
}

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
function trustProxy(env: Env): TrustProxy {
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

/** A secret kept in DATA_DIR so that it survives restarts when not given. */
function persistentSecret(dataDir: string, file: string): string {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  );
  const dataDir = resolve(env.DATA_DIR || './.data');
  const mailFrom = env.MAIL_FROM || 'Michigan Public Notices <no-reply@localhost>';
  if (!/@/.test(mailFrom))
    throw new ConfigError(`MAIL_FROM must contain an e-mail address; got "${mailFrom}"`);
  const adminEmail = env.ADMIN_EMAIL || null;
  if (adminEmail && !/^[^@\s]+@[^@\s]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address; got "${adminEmail}"`);
  }
  if (env.ADMIN_PASSWORD && !adminEmail) throw new ConfigError('ADMIN_PASSWORD needs ADMIN_EMAIL');
  const jwtSecret = env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret');
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const oidcIssuer = url(env, 'OIDC_ISSUER', ['http:', 'https:']);
  if (oidcIssuer && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
    throw new ConfigError('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseReadUrl = url(env, 'DATABASE_READ_URL', ['postgres:', 'postgresql:']);
  // The embedded cluster has no replica; a replica of some other database would answer wrong results.
  if (databaseReadUrl && !databaseUrl) throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL');
  const logLevel = (env.LOG_LEVEL || 'log') as AppConfig['logLevel'];
  if (!['error', 'warn', 'log', 'debug'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be error, warn, log or debug; got "${logLevel}"`);
  }
  return {
    port,
    publicUrl,
    dataDir,
    databaseUrl,
    databaseReadUrl,
    readMaxLagMs: integer(env, 'DATABASE_READ_MAX_LAG_MS', 2_000, 0, 3_600_000),
    databaseWaitSeconds: integer(env, 'DATABASE_WAIT_SECONDS', 60, 0, 3_600),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: boolean(env, 'DEMO_DATA', true),
    jwtSecret,
    sessionHours: integer(env, 'SESSION_HOURS', 12, 1, 24 * 30),
    oidc: oidcIssuer
      ? { issuer: oidcIssuer, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! }
      : null,
    logLevel,
    nodeEnv: env.NODE_ENV || 'development',
    observability: observabilityConfig(env),
    runJobs: boolean(env, 'RUN_JOBS', true),
    clockOffsetHours: integer(env, 'CLOCK_OFFSET_HOURS', 0, -24 * 366, 24 * 366),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_MB', 10, 1, 1024) * 1024 * 1024,
    s3: s3Config(env),
    schedulerBatchSize: integer(env, 'SCHEDULER_BATCH_SIZE', 200, 1, 10_000),
    searchTotalsCache: integer(env, 'SEARCH_TOTALS_CACHE', 5_000, 0, 1_000_000),
    searchCardsCache: integer(env, 'SEARCH_CARDS_CACHE', 10_000, 0, 1_000_000),
    sitePageCache: {
      entries: integer(env, 'SITE_PAGE_CACHE', 500, 0, 1_000_000),
      bytes: integer(env, 'SITE_PAGE_CACHE_MB', 64, 1, 65_536) * 1024 * 1024,
    },
    sms: smsConfig(env),
    delivery: deliveryConfig(env),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    trustProxy: trustProxy(env),
    openDataRetentionDays: integer(env, 'OPEN_DATA_RETENTION_DAYS', 30, 1, 3650),
    emergencyNoticeTypeId: integer(env, 'EMERGENCY_NOTICE_TYPE_ID', 0, 0, 2_147_483_647) || null,
    transparency: transparencyConfig(env),
    certificate: certificateConfig(env),
  };
}

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** Injection token for the PostgreSQL URL in use (embedded or DATABASE_URL). */
export const DATABASE_URL = Symbol('DATABASE_URL');
