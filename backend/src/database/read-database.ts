import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG, DEFAULT_PUBLIC_READ_CONNECTIONS, type AppConfig } from '../config/config';
import { DEFAULT_DATABASE_TIMEOUTS } from '../config/database-config';
import { POOL_OPTIONS, poolTimeouts, SESSION_OPTIONS } from './data-source-options';

/** How often the primary's WAL position and the replica's replay position are sampled (its health with it). */
const POLL_MS = 100;
/** A replica that does not accept a connection this fast counts as down (reads go to the primary). */
const CONNECT_TIMEOUT_MS = 1_000;
/** Commits the replica must still replay, kept to measure its lag; more are merged into the newest. */
const MAX_PENDING = 256;

/** Where one read runs: the replica, or the primary (which sees every commit). */
export interface ReadTarget {
  /** The rows of one statement. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The connection pool, for prepared statements. */
  pool: Pool;
  /** The replica's replay position sampled before this read began; null on the primary. */
  replayedLsn: bigint | null;
  /** A read inside a transaction may see that transaction's own uncommitted writes. */
  inTransaction: boolean;
}

export interface ReplicaCheck {
  status: 'up' | 'down' | 'not_configured';
  latencyMs: number | null;
  /** How long the oldest commit the replica has not replayed has waited (0: caught up). */
  lagMs: number | null;
  error?: string;
}

/** A WAL position ('16/B374D848') as a number that compares. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

const WAL_PAGE = 8192n;
/** The longest WAL page header (the first page of a segment): no record ends inside it. */
const WAL_PAGE_HEADER = 40n;

/**
 * The replay position that proves `lsn` (an insert position) replayed. Just past a page header it is
 * the page's start: a replica that replayed a record ending there shows the page's start, not the header's end.
 */
export function replayTarget(lsn: bigint): bigint {
  const offset = lsn % WAL_PAGE;
  return offset <= WAL_PAGE_HEADER ? lsn - offset : lsn;
}

/**
 * Connection lost or refused, the server shutting down, a query cancelled by replay or over its time, or a
 * replica that does not answer at all (the client's read timeout): try the primary.
 */
function isReplicaFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string')
    return /^(08|57P|53)/.test(code) || ['40001', '57014'].includes(code) || /^E[A-Z]+$/.test(code);
  // node-postgres' own connection errors carry no code; anything else (a 400 of ours) is no failure.
  return /connection terminated|connection error|timeout exceeded when trying to connect|query read timeout/i.test(
    error.message,
  );
}

/** Reads through `pool`, each statement on a connection of its own (`replayedLsn`: see ReadTarget). */
function poolTarget(pool: Pool, replayedLsn: bigint | null): ReadTarget {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    pool,
    replayedLsn,
    inTransaction: false,
  };
}

/**
 * The database that public reads use (search, sitemap, feeds, open-data listing): the streaming replica
 * of DATABASE_READ_URL when set, else the primary. A replica is used only while it answers and while no
 * commit has waited for it longer than DATABASE_READ_MAX_LAG_MS; otherwise reads go to the primary, so a
 * change is visible to every reader within that bound (docs/read-replica.md). `isSeparate`, `pool` and
 * `check()` are what health and metrics need.
 */
@Injectable()
export class ReadDatabase implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReadDatabase.name);
  private readonly replica: Pool | null;
  private readonly maxLagMs: number;
  /** The primary's connections for public reads, apart from the app's (see the constructor). */
  private readonly publicPool: Pool;
  private readonly primary: ReadTarget;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private up = false;
  private replayed: bigint | null = null;
  /** Commits (their primary WAL position; null: not known yet) the replica had not replayed, oldest first. */
  private pending: Array<{ lsn: bigint | null; at: number }> = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    // Public reads on the primary get a pool of their own, with the app pool's settings and a few
    // connections: a burst of anonymous searches waits for its turn there (up to the acquire timeout,
    // then 503 database_unavailable) instead of taking every connection that sign-in and writes need, and
    // instead of running sixteen statements at once on two cores, each past its budget.
    this.publicPool = new Pool({
      ...pool.options,
      max: config.publicReadConnections ?? DEFAULT_PUBLIC_READ_CONNECTIONS,
    });
    this.publicPool.on('error', (error) => this.logger.warn(`Public read connection lost: ${error.message}`));
    this.primary = poolTarget(this.publicPool, null);
    this.maxLagMs = config.readMaxLagMs ?? 2_000;
    this.replica = config.databaseReadUrl
      ? new Pool({
          connectionString: config.databaseReadUrl,
          ...POOL_OPTIONS,
          options: SESSION_OPTIONS,
          ...poolTimeouts(config.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS),
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        })
      : null;
    // An idle connection dropped by the server must not end the process; the next poll marks it down.
    this.replica?.on('error', (error) => this.markDown(error));
  }

  /** True when reads have a replica of their own. */
  get isSeparate(): boolean {
    return this.replica !== null;
  }

  /** The public reads' pool on the primary, for pool metrics. */
  get publicReadsPool(): Pool {
    return this.publicPool;
  }

  /** The read pool (the public reads' on the primary when there is no replica), for pool metrics. */
  get pool(): Pool {
    return this.replica ?? this.publicPool;
  }

  async onModuleInit(): Promise<void> {
    if (!this.replica) return;
    await this.poll();
    if (!this.up)
      this.logger.warn('Read replica not reachable at start; reads go to the primary until it is');
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    await this.replica?.end().catch(() => undefined);
    await this.publicPool.end().catch(() => undefined);
  }

  /** A target on the primary through `m` (a transaction's manager, or the app's, and its pool). */
  onPrimary(m: EntityManager, pool = (m.connection.driver as PostgresDriver).master as Pool): ReadTarget {
    return {
      query: (sql, params) => m.query(sql, params),
      pool,
      replayedLsn: null,
      inTransaction: Boolean(m.queryRunner?.isTransactionActive),
    };
  }

  /** Runs a read on the replica when it is up and recent enough, else (or when it fails) on the primary. */
  async read<T>(run: (target: ReadTarget) => Promise<T>): Promise<T> {
    const replica = this.replicaTarget();
    if (!replica) return run(this.primary);
    try {
      return await run(replica);
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      this.markDown(error as Error);
      return run(this.primary);
    }
  }

  /**
   * A commit the replica must replay: its primary WAL position, or null when it is not known yet (the
   * next position given covers it). Called by whoever learns of commits (SearchChanges' NOTIFY).
   */
  awaitCommit(lsn: bigint | null, at = Date.now()): void {
    if (!this.replica) return;
    const last = this.pending.at(-1);
    if (this.pending.length >= MAX_PENDING && last) {
      // Merged into the newest: its older time and the newer position only overstate the lag.
      if (lsn !== null) last.lsn = lsn;
      return;
    }
    this.pending.push({ lsn, at });
    this.settle();
  }

  /** The age of the oldest commit the replica has not replayed; 0 when caught up. */
  lagMs(now = Date.now()): number {
    return this.pending.length ? now - this.pending[0].at : 0;
  }

  async check(): Promise<ReplicaCheck> {
    if (!this.replica) return { status: 'not_configured', latencyMs: null, lagMs: null };
    const started = Date.now();
    try {
      await this.sample();
      return { status: 'up', latencyMs: Date.now() - started, lagMs: this.lagMs() };
    } catch (error) {
      this.markDown(error as Error);
      return { status: 'down', latencyMs: null, lagMs: null, error: (error as Error).message };
    }
  }

  private replicaTarget(): ReadTarget | null {
    if (!this.replica || !this.up || this.lagMs() > this.maxLagMs) return null;
    return poolTarget(this.replica, this.replayed);
  }

  /** One poll at a time; shutting down waits for the one under way (its pools are about to close). */
  private poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => (this.polling = null));
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    try {
      // Every write counts, not only those search is notified of: the open-data listing reads here too.
      const at = Date.now();
      const [{ lsn }] = await this.primary.query<{ lsn: string }>(
        'SELECT pg_current_wal_insert_lsn()::text AS lsn',
      );
      this.awaitCommit(replayTarget(parseLsn(lsn)), at);
    } catch {
      // The primary's own health check reports it; the replica's state is sampled all the same.
    }
    try {
      await this.sample();
    } catch (error) {
      this.markDown(error as Error);
    }
  }

  private async sample(): Promise<void> {
    const { rows } = await this.replica!.query<{ standby: boolean; lsn: string | null }>(
      'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn',
    );
    const [{ standby, lsn }] = rows;
    // A server that is not (or no longer) a standby sees its own commits: as fresh as a primary.
    const replayed = standby ? parseLsn(lsn ?? '0/0') : null;
    if (!this.up) this.logger.log(standby ? 'Read replica up' : 'Read database up (not a standby)');
    this.up = true;
    this.replayed = replayed;
    this.settle();
  }

  /** Forgets the commits the replica has replayed (and the unknown ones before a replayed one). */
  private settle(): void {
    if (!this.up) return;
    const replayed = this.replayed;
    let done = 0;
    this.pending.forEach(({ lsn }, i) => {
      if (lsn !== null && (replayed === null || lsn <= replayed)) done = i + 1;
    });
    if (done) this.pending.splice(0, done);
  }

  private markDown(error: Error): void {
    if (this.up) this.logger.warn(`Read replica down (${error.message}); reads go to the primary`);
    this.up = false;
  }
}
