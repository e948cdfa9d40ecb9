import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { runListQuery, type ListPage, type ListSpec } from '../common/list-query';
import { MailOutbox } from './mail-outbox.entity';

export interface MailView {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export const MAIL_LIST: ListSpec = {
  columns: {
    id: { sql: 'm.id', type: 'id' },
    recipient: { sql: 'm.recipient', type: 'string' },
    subject: { sql: 'm.subject', type: 'string' },
    createdAt: { sql: 'm.created_at', type: 'date' },
    sentAt: { sql: 'm.sent_at', type: 'date' },
  },
  defaultSort: { column: 'createdAt', order: 'DESC' },
  tieBreaker: 'm.id',
};

const toView = (m: MailOutbox): MailView => ({
  id: m.id,
  recipient: m.recipient,
  subject: m.subject,
  textBody: m.textBody,
  htmlBody: m.htmlBody,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  lastError: m.lastError,
});

@Injectable()
export class MailboxService {
  constructor(@InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>) {}

  async list(query: Record<string, unknown>): Promise<ListPage<MailView>> {
    const { items, ...page } = await runListQuery(this.outbox.createQueryBuilder('m'), query, MAIL_LIST);
    return { data: items.map(toView), ...page };
  }

  async show(id: number): Promise<MailView> {
    const mail = await this.outbox.findOne({ where: { id } });
    if (!mail) throw AppException.notFound();
    return toView(mail);
  }
}
