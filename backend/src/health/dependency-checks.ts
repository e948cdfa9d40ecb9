import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createTransport } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { ReadDatabase } from '../database/read-database';
import { JobsService } from '../jobs/jobs.service';
import { FileStorage } from '../storage/file-storage';
import { TransparencySelfCheck, type TransparencyHealth } from '../transparency/self-check';
import { remembered, type DependencyStatus, type HealthCheck } from './health-check';

/** SMTP and storage answers are kept this long: a load balancer polling health must not hammer them. */
const REMEMBER_MS = 30_000;

interface Dependency {
  status: DependencyStatus;
}

const logger = new Logger('Health');

/** Runs a probe: `ok`, or `down` with the reason in the log (not in the public answer). */
async function probe(name: string, attempt: () => Promise<unknown>): Promise<Dependency> {
  try {
    await attempt();
    return { status: 'ok' };
  } catch (error) {
    logger.warn(`${name} is down: ${(error as Error).message}`);
    return { status: 'down' };
  }
}

const isDown = (result: Dependency) => result.status === 'down';

@Injectable()
export class DatabaseCheck implements HealthCheck<Dependency> {
  readonly name = 'database';
  readonly critical = true;
  readonly failed = isDown;
  constructor(private readonly dataSource: DataSource) {}

  run() {
    return probe('database', () => this.dataSource.query('SELECT 1'));
  }
}

/** Storage takes a write: a small file stored and removed through the same adapter attachments use. */
@Injectable()
export class StorageCheck implements HealthCheck<Dependency> {
  readonly name = 'storage';
  readonly critical = false;
  readonly failed = isDown;
  readonly run = remembered(REMEMBER_MS, () =>
    probe('storage', async () => {
      const key = `health/${randomUUID()}`;
      await pipeline(Readable.from([Buffer.from('ok')]), this.storage.writeStream(key, 'text/plain'));
      await this.storage.remove(key);
    }),
  );
  constructor(private readonly storage: FileStorage) {}
}

/** The SMTP relay answers and accepts our login (nodemailer's verify); none set: `not_configured`. */
@Injectable()
export class MailCheck implements HealthCheck<Dependency> {
  readonly name = 'mail';
  readonly critical = false;
  readonly failed = isDown;
  readonly run: () => Promise<Dependency>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const smtpUrl = config.smtpUrl;
    this.run = smtpUrl
      ? remembered(REMEMBER_MS, () =>
          probe('mail', () =>
            createTransport({ url: smtpUrl, connectionTimeout: 3000, greetingTimeout: 3000 }).verify(),
          ),
        )
      : () => Promise.resolve({ status: 'not_configured' });
  }
}

/** pg-boss started in this process; RUN_JOBS=false: `disabled` (another instance runs the jobs). */
@Injectable()
export class JobsCheck implements HealthCheck<Dependency> {
  readonly name = 'jobs';
  readonly critical = false;
  readonly failed = isDown;
  constructor(private readonly jobs: JobsService) {}

  run(): Promise<Dependency> {
    if (!this.jobs.enabled) return Promise.resolve({ status: 'disabled' });
    return Promise.resolve({ status: this.jobs.running ? 'ok' : 'down' });
  }
}

export interface ReplicaDependency extends Dependency {
  /** How long the oldest commit the replica has not replayed has waited; null without a replica. */
  lagMs: number | null;
}

/**
 * The streaming replica of DATABASE_READ_URL: `down` while it does not answer (public reads then go to
 * the primary, docs/read-replica.md); `not_configured` without one.
 */
@Injectable()
export class ReplicaCheck implements HealthCheck<ReplicaDependency> {
  readonly name = 'replica';
  readonly critical = false;
  readonly failed = isDown;
  constructor(private readonly reads: ReadDatabase) {}

  async run(): Promise<ReplicaDependency> {
    const { status, lagMs, error } = await this.reads.check();
    if (error) logger.warn(`replica is down: ${error}`);
    return { status: status === 'up' ? 'ok' : status, lagMs };
  }
}

/** The transparency log's last self-check (it runs on its own timer). */
@Injectable()
export class TransparencyCheck implements HealthCheck<TransparencyHealth> {
  readonly name = 'transparency';
  readonly critical = false;
  constructor(private readonly selfCheck: TransparencySelfCheck) {}

  run(): Promise<TransparencyHealth> {
    return Promise.resolve(this.selfCheck.health());
  }

  failed(result: TransparencyHealth): boolean {
    return result.status === 'mismatch';
  }
}
