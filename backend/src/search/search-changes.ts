import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { LruCache } from '../common/lru-cache';
import { DATABASE_URL } from '../config/config';

/** The channel the SearchChangeNotify migration's triggers notify after any write to searchable rows. */
export const SEARCH_CHANGED_CHANNEL = 'search_changed';
const RECONNECT_MS = 1_000;

/**
 * Counts the committed changes to what search can see, so cached totals know when they are stale.
 * PostgreSQL delivers a NOTIFY only when its transaction commits, to every listening process, so a total
 * counted before the change was visible is never kept past the notification. While not listening
 * (starting, or the connection lost) `listening` is false and nothing may be cached.
 */
@Injectable()
export class SearchChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SearchChanges.name);
  private client: Client | null = null;
  private stopped = false;
  private reconnect: NodeJS.Timeout | null = null;
  generation = 0;
  listening = false;

  constructor(@Inject(DATABASE_URL) private readonly databaseUrl: string) {}

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
    client.on('notification', () => this.generation++);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SEARCH_CHANGED_CHANNEL}`);
      // Whatever changed while nobody listened is unknown: start a new generation.
      this.generation++;
      this.listening = true;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (client !== this.client) return;
    this.listening = false;
    this.generation++;
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
 * may see their own uncommitted writes).
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
  start(m?: EntityManager): number | null {
    return this.changes.listening && !m?.queryRunner?.isTransactionActive ? this.changes.generation : null;
  }

  get(key: K, generation: number | null): V | undefined {
    const known = generation === null ? undefined : this.entries.get(key);
    return known && known.generation === generation ? known.value : undefined;
  }

  set(key: K, value: V, generation: number | null): void {
    if (generation !== null) this.entries.set(key, { generation, value });
  }

  /** The remembered value, or the one `read` answers, then remembered. */
  async through(key: K, read: () => Promise<V>, m?: EntityManager): Promise<V> {
    const generation = this.start(m);
    const known = this.get(key, generation);
    if (known !== undefined) return known;
    const value = await read();
    this.set(key, value, generation);
    return value;
  }
}
