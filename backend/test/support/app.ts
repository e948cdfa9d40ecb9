import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_COOKIE_NAME, type SystemRole, type UserStatus } from '@notices/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { PasswordService } from '../../src/accounts/password.service';
import { RateLimiter } from '../../src/auth/rate-limiter';
import { SessionService } from '../../src/accounts/session.service';
import { Clock } from '../../src/platform/clock';
import { DEFAULT_SEARCH_COUNT_ESTIMATE_ABOVE, type AppConfig } from '../../src/config/config';
import { ApiUserPublication } from '../../src/publications/api-user-publication.entity';
import { PublicationUserPermission } from '../../src/publications/publication-user-permission.entity';
import { Publication } from '../../src/publications/publication.entity';
import { User } from '../../src/accounts/user.entity';
import { freePort } from '../../../testkit/free-port';
import { MailCatcher } from '../../../testkit/mail-catcher';
import { ResponseContract } from './response-contract';

export const ADMIN_EMAIL = 'admin@test.local';
export const PASSWORD = 'Correct-horse-1';

export { freePort };

/**
 * A database of its own for one test file, cloned from the migrated template (fast: a file copy), or from
 * another template (`template0`: an empty database).
 */
export async function cloneDatabase(template = 'tpl'): Promise<string> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server)
    throw new Error('TEST_POSTGRES_URL is unset: run the tests through jest (globalSetup starts PostgreSQL)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await new DataSource({ type: 'postgres', url: `${server}/postgres` }).initialize();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.destroy();
  }
  return `${server}/${name}`;
}

export interface UserSpec {
  email?: string;
  roles?: SystemRole;
  status?: UserStatus;
  password?: string | null;
  givenName?: string;
  familyName?: string;
}

let counter = 0;

/** This file's responses, checked against docs/openapi.json as they finish (see response-contract.ts). */
let contract: ResponseContract | null = null;

/** The contract check of this test file, and the file's name for its report. */
export function responseContract(): { contract: ResponseContract; file: string } {
  contract ??= new ResponseContract();
  return { contract, file: basename(expect.getState().testPath ?? 'unknown') };
}

// Registered by every test file that imports TestApp: it fails the file when a response broke the contract.
afterAll(() => {
  const report = contract?.report();
  if (report) throw new Error(`Responses that do not match docs/openapi.json:\n${report}`);
});

/** One running app (real HTTP, real PostgreSQL, real SMTP) plus factories. */
export class TestApp {
  private passwordHash: string | null = null;

  private constructor(
    readonly app: NestExpressApplication,
    readonly url: string,
    readonly config: AppConfig,
    readonly mail: MailCatcher,
  ) {}

  /** `options`: what createApp serves beside the API (only the API unless a test needs the site). */
  static async start(
    overrides: Partial<AppConfig> = {},
    options: CreateAppOptions = { serveFrontEnds: false },
  ): Promise<TestApp> {
    const mail = new MailCatcher();
    const smtpPort = await mail.start();
    const port = await freePort();
    // A database of its own, unless the test names one (several apps on one database).
    const databaseUrl = overrides.databaseUrl ?? (await cloneDatabase());
    const config: AppConfig = {
      port,
      publicUrl: `http://127.0.0.1:${port}`,
      // A dot-folder like the default DATA_DIR=./.data, so every API test walks the road users walk.
      dataDir: join(mkdtempSync(join(tmpdir(), 'notices-app-')), '.data'),
      databaseUrl,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Michigan Public Notices <no-reply@test.local>',
      adminEmail: ADMIN_EMAIL,
      adminPassword: PASSWORD,
      demoData: false,
      jwtSecret: 'test-secret-that-is-long-enough-0123456789',
      sessionHours: 12,
      oidc: null,
      logLevel: 'error',
      nodeEnv: 'test',
      runJobs: false,
      clockOffsetHours: 0,
      uploadMaxBytes: 10 * 1024 * 1024,
      s3: null,
      schedulerBatchSize: 200,
      searchTotalsCache: 5_000,
      searchCardsCache: 10_000,
      searchPagesCache: 5_000,
      searchStatementBudgetMs: 300,
      searchCountEstimateAbove: DEFAULT_SEARCH_COUNT_ESTIMATE_ABOVE,
      sms: { provider: 'log', apiBase: 'https://api.twilio.com', twilio: null },
      // Mail and SMS are delivered by their jobs: the tests' apps run those workers, no other job.
      delivery: { retryLimit: 10, retryDelaySeconds: 60, workers: true },
      corsOrigins: [],
      // As in production by default: no proxy trusted (tests that play clients through X-Forwarded-For set it).
      trustProxy: false,
      openDataRetentionDays: 30,
      ...overrides,
    };
    const app = await createApp(config, databaseUrl, options);
    const checked = responseContract();
    checked.contract.watch(app.getHttpServer(), checked.file);
    await app.listen(config.port, '127.0.0.1');
    const testApp = new TestApp(app, config.publicUrl, config, mail);
    return testApp;
  }

  get http() {
    return request(this.app.getHttpServer());
  }

  /** The headers of a browser on one of our pages that holds the session cookie (ADR 019). */
  browserCookie(token: string): Record<string, string> {
    return { Cookie: `${AUTH_COOKIE_NAME}=${token}`, Origin: this.url };
  }

  /** A request by method name (for tables of routes). */
  call(method: string, path: string): request.Test {
    const agent = this.http;
    const m = method.toLowerCase();
    if (m === 'get' || m === 'post' || m === 'put' || m === 'delete' || m === 'patch') return agent[m](path);
    throw new Error(`unsupported method ${method}`);
  }

  get clock(): Clock {
    return this.app.get(Clock);
  }

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  /** Forgets rate-limit counts, so tests that sign in many times do not trip the limits by accident. */
  resetLimits(): Promise<void> {
    return this.app.get(RateLimiter).reset();
  }

  /** Moves every rate-limit window `ms` into the past (the store reads the system clock, not Clock). */
  async ageLimits(ms: number): Promise<void> {
    await this.db.query('UPDATE rate_limits SET expire = expire - $1', [ms]);
  }

  async createUser(spec: UserSpec = {}): Promise<User> {
    const status = spec.status ?? 'active';
    const password =
      spec.password === undefined ? (status === 'not_verified' ? null : PASSWORD) : spec.password;
    let passwordHash: string | null = null;
    if (password === PASSWORD)
      passwordHash = this.passwordHash ??= await this.app.get(PasswordService).hash(PASSWORD);
    else if (password) passwordHash = await this.app.get(PasswordService).hash(password);
    const n = ++counter;
    const givenName = spec.givenName ?? `Given${n}`;
    const familyName = spec.familyName ?? `Family${n}`;
    return this.db.getRepository(User).save({
      email: spec.email ?? `user${n}-${randomBytes(3).toString('hex')}@test.local`,
      roles: spec.roles ?? 'PUBLIC_USER',
      status,
      passwordHash,
      givenName,
      familyName,
      fullName: `${givenName} ${familyName}`,
    });
  }

  /** A session made directly (no login call), so factories never count against login rate limits. */
  sessionFor(user: Pick<User, 'id'>): Promise<string> {
    return this.app.get(SessionService).create(user.id);
  }

  async userWithSession(spec: UserSpec = {}): Promise<{ user: User; token: string }> {
    const user = await this.createUser(spec);
    return { user, token: await this.sessionFor(user) };
  }

  async admin(): Promise<{ user: User; token: string }> {
    const user = await this.db.getRepository(User).findOneByOrFail({ email: ADMIN_EMAIL });
    return { user, token: await this.sessionFor(user) };
  }

  /** A publication stored directly (no API call, no audit row), with sensible Michigan defaults. */
  async createPublication(spec: Partial<Publication> & { countyIds?: number[] } = {}): Promise<Publication> {
    const n = ++counter;
    const { countyIds = [33], ...fields } = spec;
    const address = {
      street: `${n} Main St`,
      optionalStreet: '',
      locality: 'Lansing',
      region: 'MI',
      postalCode: '48933',
      country: 'US',
    };
    const contact = {
      name: 'Pat Lee',
      title: 'Editor',
      phone: '517-555-0100',
      email: 'pat@test.local',
      fax: '',
    };
    const repo = this.db.getRepository(Publication);
    return repo.save(
      repo.create({
        name: `Publication ${n}`,
        website: 'https://news.example.org',
        possibleRoles: ['PUBLICATION_ADMIN', 'PUBLICATION_USER'],
        paymentMethod: 'CC',
        paymentPeriod: 'MONTH',
        mailingAddress: address,
        billingAddress: address,
        mainContact: contact,
        billingContact: contact,
        publicationArea: countyIds.map((id) => ({ id })),
        ...fields,
      }),
    );
  }

  /** Gives a user a real publication role (in a new publication unless one is named); answers the publication id. */
  async grantPublicationRole(
    userId: number,
    role: 'PUBLICATION_ADMIN' | 'PUBLICATION_USER',
    publicationId?: number,
    hasPermissionToPublish = false,
  ): Promise<number> {
    const id = publicationId ?? (await this.createPublication()).id;
    await this.db
      .getRepository(PublicationUserPermission)
      .insert({ userId, publicationId: id, role, hasPermissionToPublish });
    return id;
  }

  async grantApiPublication(userId: number, publicationId: number, allowFreeNotices = false): Promise<void> {
    await this.db.getRepository(ApiUserPublication).insert({ userId, publicationId, allowFreeNotices });
  }

  /** A publication manager with a session, optionally holding a role in a publication. */
  async manager(role?: 'PUBLICATION_ADMIN' | 'PUBLICATION_USER', publicationId?: number) {
    const { user, token } = await this.userWithSession({ roles: 'PUBLICATION_MANAGER' });
    const pid = role ? await this.grantPublicationRole(user.id, role, publicationId) : undefined;
    return { user, token, publicationId: pid };
  }

  /** The audit rows of one record, oldest first. */
  async auditOf(
    entityType: string,
    entityId: number,
  ): Promise<
    Array<{
      action: string;
      actor_email: string | null;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>
  > {
    return this.db.query(
      'SELECT action, actor_email, changes FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id',
      [entityType, entityId],
    );
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.mail.stop();
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
