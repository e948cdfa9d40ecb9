import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { runListQuery, type ListPage, type ListSpec } from '../common/list-query';
import { DeliveryQueue, MAIL_CHANNEL, type DeliveryStatus } from './delivery';
import { MailOutbox } from './mail-outbox.entity';

export interface MailView {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
  sentAt: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: string | null;
  /** When the delivery job tries next (queued or being retried); null otherwise. */
  nextAttemptAt: string | null;
  lastError: string | null;
}

export const MAIL_LIST: ListSpec = {
  columns: {
    id: { sql: 'm.id', type: 'id' },
    recipient: { sql: 'm.recipient', type: 'string' },
    subject: { sql: 'm.subject', type: 'string' },
    createdAt: { sql: 'm.created_at', type: 'date' },
    sentAt: { sql: 'm.sent_at', type: 'date' },
    status: { sql: 'm.status', type: 'string' },
  },
  defaultSort: { column: 'createdAt', order: 'DESC' },
  tieBreaker: 'm.id',
};

const toView = (m: MailOutbox, next: Map<number, Date>): MailView => ({
  id: m.id,
  recipient: m.recipient,
  subject: m.subject,
  textBody: m.textBody,
  htmlBody: m.htmlBody,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  status: m.status,
  attempts: m.attempts,
  lastAttemptAt: m.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: next.get(m.id)?.toISOString() ?? null,
  lastError: m.lastError,
});

@Injectable()
export class MailboxService {
  constructor(
    @InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>,
    private readonly delivery: DeliveryQueue,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListPage<MailView>> {
    const { items, ...page } = await runListQuery(this.outbox.createQueryBuilder('m'), query, MAIL_LIST);
    const next = await this.nextAttempts(items);
    return { data: items.map((m) => toView(m, next)), ...page };
  }

  async show(id: number): Promise<MailView> {
    const mail = await this.outbox.findOne({ where: { id } });
    if (!mail) throw AppException.notFound();
    return toView(mail, await this.nextAttempts([mail]));
  }

  /** Only rows still to be sent have a next try: the others never touch the job table. */
  private nextAttempts(mails: MailOutbox[]): Promise<Map<number, Date>> {
    const waiting = mails.filter((m) => m.status === 'queued' || m.status === 'sending');
    return this.delivery.nextAttempts(
      MAIL_CHANNEL,
      waiting.map((m) => m.id),
    );
  }
}
