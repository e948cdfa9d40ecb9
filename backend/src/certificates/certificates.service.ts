import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AppException } from '../common/app-exception';
import { NoticeQueries } from '../notices/notice-queries.service';
import { TransparencyLookup, type LookupMatch } from '../transparency';
import { renderCertificatePdf } from './certificate-pdf';
import { CertificateSource, type CertificateState } from './certificate-source';
import { NoticeCertificate } from './notice-certificate.entity';
import { PdfSigner } from './pdf-signer';

/** A certificate as served. */
export interface CertificateFile {
  rootId: number;
  pdf: Buffer;
  sha256: string;
}

/** Serializes the generation of one notice's certificate across requests and instances. */
const CERTIFICATE_LOCK = 0x43455254; // "CERT"

export const certificateFileName = (rootId: number) => `certificate-${rootId}.pdf`;

/**
 * Certificates of publication: made on first download, kept, and made again when the notice gains a log
 * entry (a new date or version) or the log no longer holds the checkpoint printed; found by SHA-256.
 */
@Injectable()
export class CertificatesService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: NoticeQueries,
    private readonly source: CertificateSource,
    private readonly signer: PdfSigner,
    private readonly lookup: TransparencyLookup,
  ) {}

  onModuleInit(): void {
    this.lookup.addFinder((sha256) => this.find(sha256));
  }

  /** Signed in: scoped exactly as `GET /admin/notices/{id}` (404 outside the caller's publications). */
  async forStaff(actor: AuthUser, id: number): Promise<CertificateFile> {
    await this.queries.visible(actor, id);
    return this.certificate(id);
  }

  /** Public: a version that was itself published, as `GET /notices/{id}` shows it (else 404). */
  async forPublic(id: number): Promise<CertificateFile> {
    const [published] = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM publication_dates WHERE notice_id = $1 AND published LIMIT 1',
      [id],
    );
    if (!published) throw AppException.notFound();
    return this.certificate(id);
  }

  private async certificate(id: number): Promise<CertificateFile> {
    const state = await this.source.state(id);
    const kept = await this.current(this.dataSource.getRepository(NoticeCertificate), state);
    if (kept) return kept;
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1, $2)', [CERTIFICATE_LOCK, state.rootId]);
      const repo = m.getRepository(NoticeCertificate);
      // Another request may have made it while this one waited.
      const made = await this.current(repo, state);
      if (made) return made;
      const model = await this.source.model(state);
      const pdf = await this.signer.sign(await renderCertificatePdf(model), model.generatedAt);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      await repo.insert({
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

  /**
   * The newest kept certificate when it still fits: made after the notice's last entry, with a checkpoint
   * that includes that entry and that the log still holds (a log that shrank was rebuilt: make a new one).
   */
  private async current(
    repo: Repository<NoticeCertificate>,
    state: CertificateState,
  ): Promise<CertificateFile | null> {
    const latest = await repo.findOne({ where: { rootId: state.rootId }, order: { id: 'DESC' } });
    if (!latest) return null;
    const index = Number(latest.lastEntryIndex);
    const size = Number(latest.treeSize);
    if (index !== state.lastEntryIndex || size <= index || size > state.treeSize) return null;
    return { rootId: state.rootId, pdf: latest.pdf, sha256: latest.sha256 };
  }

  /** `/transparency/lookup`: a certificate (current or older) by its SHA-256. */
  private async find(sha256: string): Promise<LookupMatch[]> {
    const rows = await this.dataSource.query<Array<{ root_id: number; notice_id: number; title: string }>>(
      `SELECT c.root_id, v.id AS notice_id, v.title FROM notice_certificates c
       CROSS JOIN LATERAL (
         SELECT n.id, n.title FROM notices n
         WHERE coalesce(n.root_id, n.id) = c.root_id
           AND EXISTS (SELECT 1 FROM publication_dates d WHERE d.notice_id = n.id AND d.published)
         ORDER BY n.version DESC LIMIT 1) v
       WHERE c.sha256 = $1 ORDER BY c.id`,
      [sha256],
    );
    return rows.map((row) => ({
      kind: 'certificate',
      noticeId: row.notice_id,
      title: row.title,
      name: certificateFileName(row.root_id),
      url: `/notices/${row.notice_id}`,
    }));
  }
}
