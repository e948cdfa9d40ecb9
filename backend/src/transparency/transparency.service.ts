import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ErrorCode } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import type {
  CheckpointDto,
  ConsistencyProofDto,
  InclusionProofDto,
  KeysDto,
  NoticeProofDto,
} from './dto/transparency.dto';
import { backfillLog, type LogEntry } from './log-entry';
import {
  appendLeaves,
  compactRangeKeys,
  consistencyKeys,
  consistencyProof,
  EMPTY_ROOT,
  inclusionKeys,
  inclusionProof,
  nodeKey,
  rootHash,
  type NodeKey,
} from './merkle';
import { verifierKey } from './signed-note';
import { originOf, TransparencySigner } from './transparency-signer';
import type { LogEvent } from './transparency.entity';

/** The integrator's lock: the bytes of "TLOG" (one process integrates at a time, across instances). */
const INTEGRATOR_LOCK = 0x544c4f47;
/** Entries integrated per transaction; a busier night takes a few rounds. */
const INTEGRATE_BATCH = 50_000;
/** A fresh checkpoint at least this often, even when nothing changed. */
const CHECKPOINT_MAX_AGE_MS = 60 * 60 * 1000;

const b64 = (hash: Buffer) => hash.toString('base64');

/** Stored nodes by `nodeKey`, fetched in one query. */
async function loadNodes(m: EntityManager | DataSource, keys: NodeKey[]): Promise<Map<string, Buffer>> {
  if (!keys.length) return new Map();
  const rows = await m.query<Array<{ level: number; index: string; hash: Buffer }>>(
    // One primary-key lookup per key (a join could read the whole table).
    `SELECT k.level, k.index, n.hash FROM unnest($1::smallint[], $2::bigint[]) k(level, index)
       CROSS JOIN LATERAL (SELECT hash FROM transparency_nodes WHERE level = k.level AND index = k.index) n`,
    [keys.map((k) => k.level), keys.map((k) => k.index)],
  );
  return new Map(rows.map((r) => [nodeKey(r.level, Number(r.index)), r.hash]));
}

/**
 * The log (CONTRACT-11): integration of appended entries into the Merkle tree with signed checkpoints,
 * and the proofs the public API serves. Entries are appended by NoticePublisher (log-entry.ts); a timer
 * in every instance integrates them, taking turns through an advisory lock.
 */
@Injectable()
export class TransparencyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Transparency');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private backfilling: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: TransparencySigner,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.signer.intervalMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.signer.intervalMs);
      this.timer.unref();
      this.backfilling = this.backfill();
    }
  }

  /** Publications made before the log began get their entries, in the background, a batch per transaction. */
  private async backfill(): Promise<void> {
    try {
      let total = 0;
      while (this.timer) {
        const added = await this.dataSource.transaction((m) => backfillLog(m));
        if (!added) break;
        total += added;
      }
      if (total) this.logger.log(`${total} publications made before the transparency log began were logged`);
    } catch (error) {
      this.logger.error(`Logging earlier publications failed: ${(error as Error).message}`);
    }
  }

  /** Stops the timer and lets a running integration finish before the database connections close. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.backfilling;
    await this.running?.catch(() => undefined);
  }

  /** Integrates when something is pending, or when the newest checkpoint is an hour old. */
  private async tick(): Promise<void> {
    if (this.running) return;
    const work = (async () => {
      const [state] = await this.dataSource.query<Array<{ pending: boolean; stale: boolean }>>(
        `SELECT EXISTS (SELECT 1 FROM transparency_entries WHERE leaf_index IS NULL) AS pending,
                coalesce((SELECT created_at FROM transparency_checkpoints ORDER BY id DESC LIMIT 1) < $1, true) AS stale`,
        [new Date(this.clock.now().getTime() - CHECKPOINT_MAX_AGE_MS)],
      );
      if (state.pending || state.stale) await this.integrate();
    })();
    this.running = work;
    try {
      await work;
    } catch (error) {
      this.logger.error(`Transparency integration failed: ${(error as Error).message}`);
    } finally {
      this.running = null;
    }
  }

  /**
   * Gives pending entries contiguous leaf indexes in append order, stores the new complete subtrees and
   * signs a checkpoint of the new tree, in one transaction under the integrator lock. Answers how many
   * entries were integrated.
   */
  integrate(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [INTEGRATOR_LOCK]);
      const [{ size: sizeText }] = await m.query<Array<{ size: string }>>(
        'SELECT coalesce(max(leaf_index) + 1, 0) AS size FROM transparency_entries',
      );
      const size = Number(sizeText);
      const pending = await m.query<Array<{ leaf_hash: Buffer }>>(
        `WITH next AS (
           SELECT id, $1::bigint + row_number() OVER (ORDER BY id) - 1 AS leaf_index
           FROM transparency_entries WHERE leaf_index IS NULL ORDER BY id LIMIT $2
         ), integrated AS (
           UPDATE transparency_entries e SET leaf_index = next.leaf_index FROM next WHERE e.id = next.id
           RETURNING e.leaf_index, e.leaf_hash
         ) SELECT leaf_hash FROM integrated ORDER BY leaf_index`,
        [size, INTEGRATE_BATCH],
      );
      const nodes = await loadNodes(m, compactRangeKeys(size));
      const added = appendLeaves(
        size,
        pending.map((row) => row.leaf_hash),
        nodes,
      );
      if (added.length)
        await m.query(
          `INSERT INTO transparency_nodes (level, index, hash)
           SELECT * FROM unnest($1::smallint[], $2::bigint[], $3::bytea[])`,
          [added.map((n) => n.level), added.map((n) => n.index), added.map((n) => n.hash)],
        );
      const treeSize = size + pending.length;
      const root = treeSize ? rootHash(treeSize, nodes) : EMPTY_ROOT;
      const origin = await this.signer.adoptOrigin(m);
      await m.query(
        `INSERT INTO transparency_checkpoints (tree_size, root_hash, key_name, note, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          treeSize,
          root,
          this.signer.keyName,
          this.signer.checkpoint(origin, treeSize, root),
          this.clock.now(),
        ],
      );
      return pending.length;
    });
  }

  /** The newest signed checkpoint (the first one is made on demand). */
  async latestCheckpoint(): Promise<CheckpointDto> {
    const read = () =>
      this.dataSource.query<Array<{ tree_size: string; root_hash: Buffer; note: string }>>(
        'SELECT tree_size, root_hash, note FROM transparency_checkpoints ORDER BY id DESC LIMIT 1',
      );
    let [row] = await read();
    if (!row) {
      await this.integrate();
      [row] = await read();
    }
    return {
      origin: originOf(row.note),
      treeSize: Number(row.tree_size),
      rootHash: b64(row.root_hash),
      note: row.note,
    };
  }

  /** The log's origin and every signing key it has used (retired ones verify older checkpoints). */
  async keys(): Promise<KeysDto> {
    const { origin } = await this.latestCheckpoint();
    const rows = await this.dataSource.query<
      Array<{ name: string; key_id: string; public_key: Buffer; created_at: Date; retired_at: Date | null }>
    >(
      'SELECT name, key_id, public_key, created_at, retired_at FROM transparency_keys ORDER BY created_at, name',
    );
    return {
      origin,
      keys: rows.map((row) => ({
        name: row.name,
        keyId: row.key_id,
        publicKey: b64(row.public_key),
        verifierKey: verifierKey(row.name, row.public_key),
        createdAt: row.created_at.toISOString(),
        retiredAt: row.retired_at?.toISOString() ?? null,
      })),
    };
  }

  /** Entry `index`'s canonical JSON, byte for byte. */
  async entry(index: number): Promise<string> {
    const [row] = await this.dataSource.query<Array<{ body: string }>>(
      'SELECT body FROM transparency_entries WHERE leaf_index = $1',
      [index],
    );
    if (!row) throw AppException.notFound();
    return row.body;
  }

  async inclusion(index: number, treeSize: number): Promise<InclusionProofDto> {
    const { treeSize: size } = await this.latestCheckpoint();
    if (treeSize < 1 || treeSize > size)
      throw AppException.badRequest(ErrorCode.validationFailed, {
        treeSize: `must be a tree size from 1 to ${size}`,
      });
    if (index >= treeSize)
      throw AppException.badRequest(ErrorCode.validationFailed, { index: 'must be below treeSize' });
    const nodes = await loadNodes(this.dataSource, [{ level: 0, index }, ...inclusionKeys(index, treeSize)]);
    return {
      index,
      treeSize,
      leafHash: b64(nodes.get(nodeKey(0, index))!),
      proof: inclusionProof(index, treeSize, nodes).map(b64),
    };
  }

  async consistency(from: number, to: number): Promise<ConsistencyProofDto> {
    const { treeSize: size } = await this.latestCheckpoint();
    if (to > size)
      throw AppException.badRequest(ErrorCode.validationFailed, { to: `must be a tree size up to ${size}` });
    if (from > to) throw AppException.badRequest(ErrorCode.validationFailed, { from: 'must not exceed to' });
    const nodes = await loadNodes(this.dataSource, consistencyKeys(from, to));
    return { from, to, proof: consistencyProof(from, to, nodes).map(b64) };
  }

  /**
   * Every entry of the notice `noticeId` belongs to (all its versions, in append order), with inclusion
   * proofs to the latest checkpoint; 404 unless this very version has an entry (a draft is never shown).
   */
  async noticeProof(noticeId: number): Promise<NoticeProofDto> {
    const rows = await this.dataSource.query<
      Array<{
        leaf_index: string | null;
        event: LogEvent;
        notice_id: number;
        body: string;
        leaf_hash: Buffer;
      }>
    >(
      `SELECT e.leaf_index, e.event, e.notice_id, e.body, e.leaf_hash FROM transparency_entries e
       WHERE e.root_id = (SELECT root_id FROM transparency_entries WHERE notice_id = $1 LIMIT 1)
       ORDER BY e.id`,
      [noticeId],
    );
    if (!rows.length) throw AppException.notFound();
    // Read after the entries: every index seen above is inside this checkpoint.
    const checkpoint = await this.latestCheckpoint();
    const indexes = rows.map((r) => (r.leaf_index === null ? null : Number(r.leaf_index)));
    const nodes = await loadNodes(
      this.dataSource,
      indexes.flatMap((index) => (index === null ? [] : inclusionKeys(index, checkpoint.treeSize))),
    );
    return {
      noticeId,
      checkpoint,
      entries: rows.map((row, i) => {
        const index = indexes[i];
        const entry = JSON.parse(row.body) as LogEntry;
        return {
          index,
          event: row.event,
          eventDate: entry.eventDate,
          loggedAt: entry.loggedAt,
          noticeId: row.notice_id,
          version: entry.notice.version,
          leafHash: b64(row.leaf_hash),
          entryUrl: index === null ? null : `/api/v1/transparency/entries/${index}`,
          inclusionProof: index === null ? null : inclusionProof(index, checkpoint.treeSize, nodes).map(b64),
        };
      }),
    };
  }
}
