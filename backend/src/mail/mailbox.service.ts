import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListPage } from '../common/list-query';
import { DeliveryQueue, MAIL_CHANNEL } from './delivery';
import { MailOutbox } from './mail-outbox.entity';
import { OutboxReader, outboxListSpec, type DeliveryView } from './outbox-reader';

export interface MailView extends DeliveryView {
  subject: string;
  textBody: string;
  htmlBody: string;
}

export const MAIL_LIST = outboxListSpec({ subject: { sql: 'm.subject', type: 'string' } });

@Injectable()
export class MailboxService {
  private readonly reader: OutboxReader<MailOutbox, MailView>;

  constructor(@InjectRepository(MailOutbox) outbox: Repository<MailOutbox>, delivery: DeliveryQueue) {
    this.reader = new OutboxReader(outbox, delivery, MAIL_CHANNEL, MAIL_LIST, (m, state) => ({
      ...state,
      subject: m.subject,
      textBody: m.textBody,
      htmlBody: m.htmlBody,
    }));
  }

  list(query: Record<string, unknown>): Promise<ListPage<MailView>> {
    return this.reader.list(query);
  }

  show(id: number): Promise<MailView> {
    return this.reader.show(id);
  }
}
