import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DeliveryQueue, MAIL_CHANNEL } from './delivery';
import { MailOutbox } from './mail-outbox.entity';
import type { MailDto, MailListDto } from './mailbox.dto';
import { OutboxReader, outboxListSpec } from './outbox-reader';

export const MAIL_LIST = outboxListSpec({ subject: { sql: 'm.subject', type: 'string' } });

@Injectable()
export class MailboxService {
  private readonly reader: OutboxReader<MailOutbox, MailDto>;

  constructor(@InjectRepository(MailOutbox) outbox: Repository<MailOutbox>, delivery: DeliveryQueue) {
    this.reader = new OutboxReader(outbox, delivery, MAIL_CHANNEL, MAIL_LIST, (m, state) => ({
      ...state,
      subject: m.subject,
      textBody: m.textBody,
      htmlBody: m.htmlBody,
    }));
  }

  list(query: Record<string, unknown>): Promise<MailListDto> {
    return this.reader.list(query);
  }

  show(id: number): Promise<MailDto> {
    return this.reader.show(id);
  }
}
