import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { databaseTimeouts, type DatabaseTimeouts } from './database-config';
import { deliveryConfig, smsConfig, type DeliveryConfig, type SmsConfig } from './delivery-config';
import { boolean, ConfigError, integer, url, type Env } from './env';
import { observabilityConfig, type ObservabilityConfig } from './observability-config';
import { transparencyConfig, type TransparencyConfig } from './transparency-config';
import { trustProxy, type TrustProxy } from './trust-proxy';

// The sub-configs' own files, re-exported: importers keep reading everything from config.ts.
export { databaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './database-config';
export { deliveryConfig, type DeliveryConfig, type SmsConfig } from './delivery-config';
export { ConfigError } from './env';
export { observabilityConfig, observabilityOf, type ObservabilityConfig } from './observability-config';
export { transparencyConfig, transparencyKey, type TransparencyConfig } from './transparency-config';
export { type TrustProxy } from './trust-proxy';

/** SEARCH_COUNT_ESTIMATE_ABOVE's default (the benchmarks read it too). */
export const DEFAULT_SEARCH_COUNT_ESTIMATE_ABOVE = 1_000;

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
  /**
   * PUBLIC_READ_CONNECTIONS: connections public reads (search, sitemap, feeds) use on the primary at once;
   * more wait their turn (ReadDatabase). Absent: DEFAULT_PUBLIC_READ_CONNECTIONS.
   */
  publicReadConnections?: number;
  /** DATABASE_WAIT_SECONDS: how long the start waits for a PostgreSQL not yet accepting connections; absent: none. */
  databaseWaitSeconds?: number;
  /** DATABASE_ACQUIRE_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS; absent (tests), the defaults apply. */
  databaseTimeouts?: DatabaseTimeouts;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmail: string | null;
  adminPassword: string | null;
  demoData: boolean;
  jwtSecret: string;
  /**
   * MAIL_ANSWER_FLOOR_MS: register, forgot-password and resend answer no sooner than this, so an account
   * that exists (mail written) and one that does not (nothing to do) take as long (ADR 020); absent: 0.
   */
  mailAnswerFloorMs?: number;
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
  /** Pages of search results (their ids) kept until public notices change (SEARCH_PAGES_CACHE). */
  searchPagesCache: number;
  /**
   * SEARCH_STATEMENT_BUDGET_MS: the longest a public search's count or page statement may run; past it the
   * total becomes the planner's estimate and the page another plan (search-budget.ts). 0: no budget.
   */
  searchStatementBudgetMs: number;
  /**
   * SEARCH_COUNT_ESTIMATE_ABOVE: above this many matches by the planner's estimate, the estimate is the
   * total ("about N") and nothing is counted; at or below it a count capped at EXACT_COUNT_LIMIT + 1.
   */
  searchCountEstimateAbove: number;
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
  /** How many certificates are drawn at once and how many downloads may wait for one; absent: the defaults. */
  certificateWork?: CertificateWork;
}

/** CERTIFICATE_CONCURRENCY, CERTIFICATE_WAITING_MAX. */
export interface CertificateWork {
  /** Certificates drawn and signed at once in this process (each is CPU work on the event loop). */
  concurrency: number;
  /** Downloads that may wait for a certificate being drawn; past it they answer 503 with Retry-After. */
  waitingMax: number;
}

/**
 * Public reads at once on the primary: twice the cores, at least 4 and at most 16 (beside the app's 20
 * and pg-boss's, within PostgreSQL's default max_connections of 100). Searches are CPU-bound on a warm
 * pool, and sixteen at once on two cores only made each slower, past its statement budget (bench/README,
 * "A pool for public reads": 4 on two cores had the fewest 400s and the lowest p99 at 16 clients).
 */
export const DEFAULT_PUBLIC_READ_CONNECTIONS = Math.min(16, Math.max(4, 2 * availableParallelism()));

export const DEFAULT_CERTIFICATE_WORK: CertificateWork = { concurrency: 1, waitingMax: 16 };

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
    publicReadConnections: integer(env, 'PUBLIC_READ_CONNECTIONS', DEFAULT_PUBLIC_READ_CONNECTIONS, 1, 100),
    databaseWaitSeconds: integer(env, 'DATABASE_WAIT_SECONDS', 60, 0, 3_600),
    databaseTimeouts: databaseTimeouts(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: boolean(env, 'DEMO_DATA', true),
    jwtSecret,
    sessionHours: integer(env, 'SESSION_HOURS', 12, 1, 24 * 30),
    mailAnswerFloorMs: integer(env, 'MAIL_ANSWER_FLOOR_MS', 250, 0, 10_000),
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
    searchPagesCache: integer(env, 'SEARCH_PAGES_CACHE', 5_000, 0, 1_000_000),
    searchStatementBudgetMs: integer(env, 'SEARCH_STATEMENT_BUDGET_MS', 300, 0, 60_000),
    searchCountEstimateAbove: integer(
      env,
      'SEARCH_COUNT_ESTIMATE_ABOVE',
      DEFAULT_SEARCH_COUNT_ESTIMATE_ABOVE,
      0,
      1_000_000,
    ),
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
    certificateWork: {
      concurrency: integer(env, 'CERTIFICATE_CONCURRENCY', DEFAULT_CERTIFICATE_WORK.concurrency, 1, 16),
      waitingMax: integer(env, 'CERTIFICATE_WAITING_MAX', DEFAULT_CERTIFICATE_WORK.waitingMax, 0, 10_000),
    },
  };
}

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** Injection token for the PostgreSQL URL in use (embedded or DATABASE_URL). */
export const DATABASE_URL = Symbol('DATABASE_URL');
