import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@notices/common';
import pLimit from 'p-limit';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { APP_CONFIG, DEFAULT_CERTIFICATE_WORK, type AppConfig } from '../config/config';
import { CertificateDrawer } from './certificate-drawer';
import { CertificateSource, type CertificateState } from './certificate-source';
import { NoticeCertificate } from './notice-certificate.entity';

/** A certificate as served. */
export interface CertificateFile {
  rootId: number;
  pdf: Buffer;
  sha256: string;
}

/** Serializes the storing of one notice's certificate across requests and instances. */
const CERTIFICATE_LOCK = 0x43455254; // "CERT"
/** What a download told to come back later waits: about the time a few certificates take to draw. */
export const CERTIFICATE_RETRY_AFTER_SECONDS = 5;

/**
 * The newest kept certificate when it still fits: made after the notice's last entry, with a checkpoint
 * that includes that entry and that the log still holds (a log that shrank was rebuilt: make a new one).
 */
export async function currentCertificate(
  m: EntityManager,
  state: CertificateState,
): Promise<CertificateFile | null> {
  const latest = await m
    .getRepository(NoticeCertificate)
    .findOne({ where: { rootId: state.rootId }, order: { id: 'DESC' } });
  if (!latest) return null;
  const index = Number(latest.lastEntryIndex);
  const size = Number(latest.treeSize);
  if (index !== state.lastEntryIndex || size <= index || size > state.treeSize) return null;
  return { rootId: state.rootId, pdf: latest.pdf, sha256: latest.sha256 };
}

/**
 * Draws, signs and keeps certificates, a bounded number at a time. Drawing is CPU work (a few hundred
 * milliseconds), done in a worker thread (CertificateDrawer) and never inside a transaction or while a
 * pooled connection is held: the reads come first, each on a connection returned at once, then the
 * drawing, then one short transaction that stores the result unless another request or instance stored
 * one first. Downloads of
 * the same state share one drawing; past `waitingMax` waiting downloads, a download is told to retry.
 */
@Injectable()
export class CertificateMaker {
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly waitingMax: number;
  private readonly drawing = new Map<string, Promise<CertificateFile>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly source: CertificateSource,
    private readonly drawer: CertificateDrawer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const work = config.certificateWork ?? DEFAULT_CERTIFICATE_WORK;
    this.limit = pLimit(work.concurrency);
    this.waitingMax = work.waitingMax;
  }

  /** Certificates being drawn or waiting for their turn in this process (the health of the bound). */
  get busy(): { active: number; waiting: number } {
    return { active: this.limit.activeCount, waiting: this.limit.pendingCount };
  }

  /**
   * The certificate of `state`, drawn now if needed. A download (`refuseWhenBusy`) is answered 503
   * certificate_pending rather than queued behind too many others; the job always waits its turn.
   */
  make(state: CertificateState, refuseWhenBusy: boolean): Promise<CertificateFile> {
    const key = `${state.rootId}:${state.lastEntryIndex}:${state.treeSize}`;
    const shared = this.drawing.get(key);
    if (shared) return shared;
    if (refuseWhenBusy && this.limit.pendingCount >= this.waitingMax) {
      const busy = new AppException(503, ErrorCode.certificatePending);
      busy.retryAfterSeconds = CERTIFICATE_RETRY_AFTER_SECONDS;
      throw busy;
    }
    const made = this.limit(() => this.draw(state)).finally(() => this.drawing.delete(key));
    this.drawing.set(key, made);
    return made;
  }

  private async draw(state: CertificateState): Promise<CertificateFile> {
    // It may have been stored while this one waited its turn (by a job, or another instance).
    const stored = await currentCertificate(this.dataSource.manager, state);
    if (stored) return stored;
    const model = await this.source.model(state);
    const pdf = await this.drawer.draw(model);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1, $2)', [CERTIFICATE_LOCK, state.rootId]);
      const first = await currentCertificate(m, state);
      if (first) return first;
      await m.getRepository(NoticeCertificate).insert({
        rootId: state.rootId,
        lastEntryIndex: String(state.lastEntryIndex),
        treeSize: String(state.treeSize),
        sha256,
        pdf,
        createdAt: model.generatedAt,
      });
      return { rootId: state.rootId, pdf, sha256 };
    });
  }
}
