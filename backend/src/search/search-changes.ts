import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { LruCache } from '../platform/lru-cache';
import { DATABASE_URL } from '../config/config';
import { parseLsn, ReadDatabase, replayTarget, type ReadTarget } from '../database/read-database';

/** The channel the SearchChangeNotify migration's triggers notify after any write to searchable rows. */
export const SEARCH_CHANGED_CHANNEL = 'search_changed';
const RECONNECT_MS = 1_000;

/**
 * Counts the committed changes to what search can see, so cached totals know when they are stale.
 * PostgreSQL delivers a NOTIFY only when its transaction commits, to every listening process, so a total
 * counted before the change was visible is never kept past the notification. While not listening
 * (starting, or the connection lost) `listening` is false and nothing may be cached.
 *
 * With a read replica, a notification arrives before the replica has replayed the change. Each generation
 * then also has the primary's WAL position taken after its notification (`lsn`): a value read from the
 * replica is remembered only if the replica had replayed that far before the read began.
 */
@Injectable()
export class SearchChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SearchChanges.name);
  private client: Client | null = null;
  private stopped = false;
  private reconnect: NodeJS.Timeout | null = null;
  /** The listener connection asking for the WAL position, if any. */
  private learning: Client | null = null;
  generation = 0;
  listening = false;
  /** The primary's WAL position after this generation's change; null while not known. */
  lsn: bigint | null = null;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly reads: ReadDatabase,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.listening = false;
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('notification', () => this.changed(client));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SEARCH_CHANGED_CHANNEL}`);
      // Whatever changed while nobody listened is unknown: start a new generation.
      this.changed(client);
      this.listening = true;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private changed(client: Client): void {
    this.generation++;
    this.lsn = null;
    if (!this.reads.isSeparate) return;
    this.reads.awaitCommit(null);
    void this.learnLsn(client);
  }

  /**
   * Takes the primary's insert position after the notification (so at or past the notifying commit) for
   * the current generation; again if another notification came meanwhile.
   */
  private async learnLsn(client: Client): Promise<void> {
    if (this.learning === client) return;
    this.learning = client;
    try {
      while (client === this.client) {
        const generation = this.generation;
        const { rows } = await client.query<{ lsn: string }>(
          'SELECT pg_current_wal_insert_lsn()::text AS lsn',
        );
        const lsn = replayTarget(parseLsn(rows[0].lsn));
        this.reads.awaitCommit(lsn);
        if (generation !== this.generation) continue;
        this.lsn = lsn;
        return;
      }
    } catch {
      // The connection's own error and end handlers start listening afresh.
    } finally {
      if (this.learning === client) this.learning = null;
    }
  }

  /** Whether a read from `target` sees every change of the current generation. */
  seenBy(target: ReadTarget | undefined): boolean {
    if (!target || target.replayedLsn === null) return true;
    return this.lsn !== null && target.replayedLsn >= this.lsn;
  }

  private lost(client: Client, error?: Error): void {
    if (client !== this.client) return;
    this.listening = false;
    this.generation++;
    this.lsn = null;
    this.reads.awaitCommit(null);
    this.client = null;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (error) this.logger.warn(`search change listener lost (${error.message}); totals are counted afresh`);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
  }
}

/**
 * Values remembered until the next committed change to what search shows. A read starts by taking the
 * generation (`start`), before reading the data: a change committed meanwhile makes the value stale on
 * arrival. Nothing is remembered while the listener is down, nor for reads inside a transaction (they
 * may see their own uncommitted writes), nor for reads from a replica that has not replayed the
 * generation's change yet.
 */
export class UntilChanged<K, V> {
  private readonly entries: LruCache<K, { generation: number; value: V }>;

  constructor(
    private readonly changes: SearchChanges,
    capacity: number,
  ) {
    this.entries = new LruCache(capacity);
  }

  /** The generation a read starts in; null when nothing may be remembered. */
  start(target?: ReadTarget): number | null {
    if (!this.changes.listening || target?.inTransaction || !this.changes.seenBy(target)) return null;
    return this.changes.generation;
  }

  get(key: K, generation: number | null): V | undefined {
    const known = generation === null ? undefined : this.entries.get(key);
    return known && known.generation === generation ? known.value : undefined;
  }

  set(key: K, value: V, generation: number | null): void {
    if (generation !== null) this.entries.set(key, { generation, value });
  }

  /** The remembered value, or the one `read` answers, then remembered. */
  async through(key: K, read: () => Promise<V>, target?: ReadTarget): Promise<V> {
    const generation = this.start(target);
    const known = this.get(key, generation);
    if (known !== undefined) return known;
    const value = await read();
    this.set(key, value, generation);
    return value;
  }
}
