import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { NoticeQueries } from '../notices/notice-queries.service';
import { TransparencyService, type NoticeProofDto } from '../transparency';
import { certificateVersion, type CertificateModel } from './certificate-model';

/** A notice family's published versions, and the log's view of them. */
export interface CertificateState {
  rootId: number;
  /** Ids of the versions with a published date, oldest first. */
  versionIds: number[];
  proof: NoticeProofDto | null;
  /** The notice's last log entry (-1 when it has none: published before the log began). */
  lastEntryIndex: number;
  treeSize: number;
}

/** Reads what a certificate shows: the published versions as the public sees them, and the log's proof. */
@Injectable()
export class CertificateSource {
  private integrating: Promise<number> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: NoticeQueries,
    private readonly transparency: TransparencyService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 404 unless the notice (any version id) has a published date. */
  async state(id: number): Promise<CertificateState> {
    const rows = await this.dataSource.query<Array<{ id: number; root_id: number }>>(
      `SELECT n.id, coalesce(n.root_id, n.id) AS root_id FROM notices n
       WHERE coalesce(n.root_id, n.id) = (SELECT coalesce(root_id, id) FROM notices WHERE id = $1)
         AND EXISTS (SELECT 1 FROM publication_dates d WHERE d.notice_id = n.id AND d.published)
       ORDER BY n.version`,
      [id],
    );
    if (rows.length === 0) throw AppException.notFound();
    const versionIds = rows.map((r) => r.id);
    let proof = await this.proof(versionIds[versionIds.length - 1]);
    // An entry still pending: integrate now, so the certificate carries a checkpoint that includes it. A
    // shared integration that began before the entry was written misses it: the next one takes it.
    for (let turn = 0; turn < 2 && proof?.entries.some((e) => e.index === null); turn++) {
      await this.integrateOnce();
      proof = await this.proof(versionIds[versionIds.length - 1]);
    }
    const indexes = proof?.entries.map((e) => e.index) ?? [];
    if (indexes.some((index) => index === null))
      throw new Error('log entries still pending after integrating');
    return {
      rootId: rows[0].root_id,
      versionIds,
      proof,
      lastEntryIndex: Math.max(-1, ...(indexes as number[])),
      treeSize: proof?.checkpoint.treeSize ?? (await this.transparency.latestCheckpoint()).treeSize,
    };
  }

  /**
   * One integration for every download that finds an entry pending at the same moment: each would
   * otherwise hold a pooled connection in a transaction, waiting for the integrator's lock.
   */
  private integrateOnce(): Promise<number> {
    this.integrating ??= this.transparency.integrate().finally(() => (this.integrating = null));
    return this.integrating;
  }

  /** The log's entries for the notice; null for a notice published before the log began (no entry). */
  private async proof(versionId: number): Promise<NoticeProofDto | null> {
    try {
      return await this.transparency.noticeProof(versionId);
    } catch (error) {
      if (error instanceof AppException && error.getStatus() === 404) return null;
      throw error;
    }
  }

  async model(state: CertificateState): Promise<CertificateModel> {
    const views = await Promise.all(state.versionIds.map((id) => this.queries.publicView(id)));
    const latest = views[views.length - 1];
    const checkpoint = state.proof?.checkpoint ?? (await this.transparency.latestCheckpoint());
    return {
      rootId: state.rootId,
      publication: latest.publication.name,
      versions: views.map(certificateVersion),
      entries: (state.proof?.entries ?? []).map((e) => ({
        index: e.index!, // integrated: state() refuses pending entries
        event: e.event,
        eventDate: e.eventDate,
        version: e.version,
        leafHash: e.leafHash,
        inclusionProof: e.inclusionProof ?? [],
      })),
      checkpoint,
      verifyUrl: `${this.config.publicUrl}/notices/${latest.id}#proof`,
      siteUrl: this.config.publicUrl,
      generatedAt: this.clock.now(),
    };
  }
}
