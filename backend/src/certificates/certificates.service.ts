import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { JobsService } from '../jobs/jobs.service';
import { NoticePublisher } from '../notices/notice-publisher.service';
import { NoticeQueries } from '../notices/notice-queries.service';
import { TransparencyLookup, type LookupMatchDto } from '../transparency';
import { CertificateMaker, currentCertificate, type CertificateFile } from './certificate-maker';
import { CertificateSource } from './certificate-source';

export type { CertificateFile } from './certificate-maker';

/** The job that makes the certificates of notices just published, before anyone asks for them. */
export const PREPARE_CERTIFICATES_JOB = 'certificates.prepare';

export const certificateFileName = (rootId: number) => `certificate-${rootId}.pdf`;

/**
 * Certificates of publication: made when a date is published (a job), kept, and made again when the
 * notice gains a log entry (a new date or version) or the log no longer holds the checkpoint printed;
 * found by SHA-256. A download reads the kept one; only a certificate not made yet is drawn on demand,
 * a bounded number at a time (CertificateMaker).
 */
@Injectable()
export class CertificatesService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Certificates');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: NoticeQueries,
    private readonly source: CertificateSource,
    private readonly maker: CertificateMaker,
    private readonly lookup: TransparencyLookup,
    private readonly publisher: NoticePublisher,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.lookup.addFinder((sha256) => this.find(sha256));
    // Queued with the publication itself: the job exists exactly when the publication committed.
    this.publisher.onPublished((m, noticeIds) =>
      this.jobs.sendInTransaction(m, PREPARE_CERTIFICATES_JOB, { noticeIds }, { id: randomUUID() }),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<{ noticeIds: number[] }>({
      name: PREPARE_CERTIFICATES_JOB,
      handler: ({ noticeIds }) => this.prepare(noticeIds),
    });
  }

  /** The job: each notice's certificate, made unless one fits already (idempotent, so safe to retry). */
  async prepare(noticeIds: number[]): Promise<void> {
    for (const id of noticeIds) {
      try {
        await this.maker.make(await this.source.state(id), false);
      } catch (error) {
        // A notice deleted or unpublished since has no certificate to make.
        if (error instanceof AppException && error.getStatus() === 404) continue;
        this.logger.warn(`certificate of notice ${id} not made yet: ${(error as Error).message}`);
        throw error;
      }
    }
  }

  /** Signed in: scoped exactly as `GET /admin/notices/{id}` (404 outside the caller's publications). */
  async forStaff(actor: Caller, id: number): Promise<CertificateFile> {
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
    return (await currentCertificate(this.dataSource.manager, state)) ?? this.maker.make(state, true);
  }

  /** `/transparency/lookup`: a certificate (current or older) by its SHA-256. */
  private async find(sha256: string): Promise<LookupMatchDto[]> {
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
