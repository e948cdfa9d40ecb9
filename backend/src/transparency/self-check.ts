import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import canonicalize from 'canonicalize';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { entrySnapshots, type EntrySnapshot, type LogEntry } from './log-entry';
import { nodeHash, nodeKey, rootHash, rootKeys } from './merkle';

/** What `GET /health` shows of the log (CONTRACT-11 "Health"). */
export interface TransparencyHealth {
  /** `pending` until the first check has finished. */
  status: 'ok' | 'mismatch' | 'pending';
  /** Notice (version) ids whose newest entry differs from the database now, or whose entries were altered. */
  mismatches: number[];
  /** Failures of the tree itself that no single notice explains (a checkpoint's root, a stored node). */
  problems: string[];
  checkedAt: string | null;
}

/** Versions compared per page, each page in one snapshot: bounded memory at 1M notices. */
const VERSIONS_PER_PAGE = 1_000;
/** Leaves hashed per page of the tree walk. */
const LEAVES_PER_PAGE = 8_192;
/** At most this many notice ids, and this many tree problems, are kept and reported. */
const MAX_REPORTED = 1_000;
const MAX_PROBLEMS = 20;

type Compared = Pick<EntrySnapshot, 'title' | 'content' | 'fields' | 'attachments' | 'publicationDates'>;

/** The parts of a version the log vouches for and that must never change once logged. */
function vouched(v: Compared) {
  return canonicalize({
    title: v.title,
    content: v.content,
    fields: v.fields,
    attachments: v.attachments,
    published: v.publicationDates.filter((d) => d.state === 'published').map((d) => d.date),
  });
}

/** The right edge of a tree being rebuilt leaf by leaf: one hash per level, as RFC 9162 §2.1.1 folds them. */
class CompactRange {
  private readonly stack: Array<{ hash: Buffer; level: number }> = [];
  size = 0;

  /** Adds a leaf; answers the complete subtrees it closes, as (level, index, hash). */
  push(leaf: Buffer): Array<{ level: number; index: number; hash: Buffer }> {
    const closed = [{ level: 0, index: this.size, hash: leaf }];
    let node = { hash: leaf, level: 0 };
    while (this.stack.length && this.stack[this.stack.length - 1].level === node.level) {
      const left = this.stack.pop()!;
      node = { hash: nodeHash(left.hash, node.hash), level: node.level + 1 };
      closed.push({ level: node.level, index: Math.floor(this.size / 2 ** node.level), hash: node.hash });
    }
    this.stack.push(node);
    this.size += 1;
    return closed;
  }

  root(): Buffer | null {
    if (!this.stack.length) return null;
    let r = this.stack[this.stack.length - 1].hash;
    for (let i = this.stack.length - 2; i >= 0; i--) r = nodeHash(this.stack[i].hash, r);
    return r;
  }
}

/**
 * The log's self-check, for tamper evidence: at start, in the background, and every
 * TRANSPARENCY_SELF_CHECK_MINUTES it compares every logged notice version with the database, re-hashes
 * every entry's bytes and rebuilds the tree from the stored leaves against the stored nodes and every
 * signed checkpoint. Mismatches are logged as errors naming the notices and shown by `GET /health`.
 */
@Injectable()
export class TransparencySelfCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TransparencySelfCheck');
  private state: TransparencyHealth = { status: 'pending', mismatches: [], problems: [], checkedAt: null };
  private running: Promise<TransparencyHealth> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.transparency?.selfCheckMinutes ?? 60;
    if (minutes === 0) return;
    // Never blocks the start: the first check runs once the app is up, then on the schedule.
    setImmediate(() => void this.runQuietly());
    this.timer = setInterval(() => void this.runQuietly(), minutes * 60_000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** The last check's result. */
  health(): TransparencyHealth {
    return this.state;
  }

  /** Runs a check now (or joins the one running) and answers its result. */
  run(): Promise<TransparencyHealth> {
    this.running ??= this.check().finally(() => (this.running = null));
    return this.running;
  }

  private async runQuietly(): Promise<void> {
    try {
      await this.run();
    } catch (error) {
      if (!this.stopped)
        this.logger.error(`the transparency self-check could not run: ${(error as Error).message}`);
    }
  }

  private async check(): Promise<TransparencyHealth> {
    const started = Date.now();
    const mismatches = new Set<number>();
    const problems: string[] = [];
    const versions = await this.compareVersions(mismatches);
    await this.rehashEntries(mismatches);
    const treeSize = await this.rebuildTree(mismatches, problems);
    if (this.stopped) return this.state;
    const ids = [...mismatches].sort((a, b) => a - b).slice(0, MAX_REPORTED);
    this.state = {
      status: ids.length || problems.length ? 'mismatch' : 'ok',
      mismatches: ids,
      problems,
      checkedAt: new Date().toISOString(),
    };
    if (ids.length)
      this.logger.error(
        `TRANSPARENCY LOG MISMATCH: notices ${ids.join(', ')} differ from their log entries (altered after publication?)`,
      );
    for (const problem of problems) this.logger.error(`TRANSPARENCY LOG MISMATCH: ${problem}`);
    this.logger.log(
      `Self-check of ${versions} notice versions and a tree of ${treeSize} entries: ${this.state.status} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return this.state;
  }

  /** (a) Each logged version's newest entry against the database now, a page of versions per snapshot. */
  private async compareVersions(out: Set<number>): Promise<number> {
    let after = 0;
    let versions = 0;
    for (let more = true; more && !this.stopped;) {
      more = await this.dataSource.transaction('REPEATABLE READ', async (m) => {
        const rows = await m.query<Array<{ notice_id: number; body: string }>>(
          `SELECT DISTINCT ON (notice_id) notice_id, body FROM transparency_entries
           WHERE notice_id > $1 ORDER BY notice_id, id DESC LIMIT $2`,
          [after, VERSIONS_PER_PAGE],
        );
        if (!rows.length) return false;
        const now = await entrySnapshots(
          m,
          rows.map((r) => r.notice_id),
        );
        for (const row of rows) {
          const current = now.get(row.notice_id);
          if (!current || vouched(JSON.parse(row.body) as LogEntry) !== vouched(current))
            out.add(row.notice_id);
        }
        after = rows[rows.length - 1].notice_id;
        versions += rows.length;
        return rows.length === VERSIONS_PER_PAGE;
      });
    }
    return versions;
  }

  /** (b) Every entry's bytes hashed again (in the database: no bodies cross the wire). */
  private async rehashEntries(out: Set<number>): Promise<void> {
    if (this.stopped) return;
    const rows = await this.dataSource.query<Array<{ notice_id: number }>>(
      `SELECT DISTINCT notice_id FROM transparency_entries
       WHERE leaf_hash <> sha256('\\x00'::bytea || convert_to(body, 'UTF8')) LIMIT $1`,
      [MAX_REPORTED],
    );
    for (const row of rows) out.add(row.notice_id);
  }

  /**
   * (c) The tree rebuilt from the stored leaf hashes, up to the latest checkpoint: indexes contiguous,
   * every stored node equal to the one rebuilt, every checkpoint's root equal to the rebuilt root of its
   * size, and the latest root computed from the stored nodes as the server computes it.
   */
  private async rebuildTree(out: Set<number>, problems: string[]): Promise<number> {
    if (this.stopped) return 0;
    const checkpoints = await this.dataSource.query<Array<{ tree_size: string; root_hash: Buffer }>>(
      'SELECT DISTINCT tree_size, root_hash FROM transparency_checkpoints ORDER BY tree_size',
    );
    if (!checkpoints.length) return 0;
    const report = (problem: string) => {
      if (problems.length < MAX_PROBLEMS) problems.push(problem);
    };
    const size = Number(checkpoints[checkpoints.length - 1].tree_size);
    const roots = new Map<number, Buffer[]>();
    for (const c of checkpoints)
      roots.set(Number(c.tree_size), [...(roots.get(Number(c.tree_size)) ?? []), c.root_hash]);
    const tree = new CompactRange();
    const compareRoot = () => {
      for (const signed of roots.get(tree.size) ?? [])
        if (!tree.root()?.equals(signed))
          report(`the signed checkpoint of tree size ${tree.size} does not match the stored entries`);
    };
    for (let start = 0; start < size && !this.stopped; start += LEAVES_PER_PAGE) {
      const end = Math.min(size, start + LEAVES_PER_PAGE);
      const leaves = await this.dataSource.query<
        Array<{ leaf_index: string; notice_id: number; leaf_hash: Buffer }>
      >(
        `SELECT leaf_index, notice_id, leaf_hash FROM transparency_entries
         WHERE leaf_index >= $1 AND leaf_index < $2 ORDER BY leaf_index`,
        [start, end],
      );
      if (leaves.length !== end - start || leaves.some((l, i) => Number(l.leaf_index) !== start + i)) {
        report(`the entries indexed ${start} to ${end - 1} are not contiguous`);
        return size;
      }
      const stored = await this.storedNodes(start, end);
      for (const leaf of leaves) {
        for (const node of tree.push(leaf.leaf_hash)) {
          const kept = stored.get(nodeKey(node.level, node.index));
          if (kept?.equals(node.hash)) continue;
          if (node.level === 0) out.add(leaf.notice_id);
          else report(`stored node ${node.level}/${node.index} does not match the entries under it`);
        }
        compareRoot();
      }
    }
    if (this.stopped || problems.length) return size;
    const keys = rootKeys(size);
    const nodes = await this.nodesByKey(keys);
    const fromNodes = keys.every((k) => nodes.has(nodeKey(k.level, k.index))) ? rootHash(size, nodes) : null;
    if (!fromNodes?.equals(checkpoints[checkpoints.length - 1].root_hash))
      report(`the latest checkpoint's root (tree size ${size}) is not the root of the stored nodes`);
    return size;
  }

  /** The stored nodes that leaves [start, end) complete: node (L, i) ends at leaf (i + 1)·2^L - 1. */
  private async storedNodes(start: number, end: number): Promise<Map<string, Buffer>> {
    const levels: number[] = [];
    const low: number[] = [];
    const high: number[] = [];
    for (let level = 0; 2 ** level <= end; level++) {
      const lo = Math.ceil((start + 1) / 2 ** level) - 1;
      const hi = Math.floor(end / 2 ** level);
      if (hi <= lo) continue;
      levels.push(level);
      low.push(lo);
      high.push(hi);
    }
    const rows = await this.dataSource.query<Array<{ level: number; index: string; hash: Buffer }>>(
      `SELECT n.level, n.index, n.hash FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS r(level, lo, hi)
       JOIN transparency_nodes n ON n.level = r.level AND n.index >= r.lo AND n.index < r.hi`,
      [levels, low, high],
    );
    return new Map(rows.map((r) => [nodeKey(r.level, Number(r.index)), r.hash]));
  }

  private async nodesByKey(keys: Array<{ level: number; index: number }>): Promise<Map<string, Buffer>> {
    const rows = await this.dataSource.query<Array<{ level: number; index: string; hash: Buffer }>>(
      `SELECT n.level, n.index, n.hash FROM unnest($1::int[], $2::bigint[]) AS k(level, index)
       JOIN transparency_nodes n ON n.level = k.level AND n.index = k.index`,
      [keys.map((k) => k.level), keys.map((k) => k.index)],
    );
    return new Map(rows.map((r) => [nodeKey(r.level, Number(r.index)), r.hash]));
  }
}
