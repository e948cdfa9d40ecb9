import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListPage } from '../common/list-query';
import { DeliveryQueue, SMS_CHANNEL } from '../mail/delivery';
import { OutboxReader, outboxListSpec, type DeliveryView } from '../mail/outbox-reader';
import { SmsOutbox } from './sms-outbox.entity';

export interface TextMessageView extends DeliveryView {
  body: string;
  /** The provider's (Twilio's) id of a sent message. */
  providerId: string | null;
}

export const TEXT_MESSAGE_LIST = outboxListSpec({ body: { sql: 'm.body', type: 'string' } });

/** sms_outbox as a SYSTEM_ADMIN reads it (the back office's "Text messages" page), like the Mailbox. */
@Injectable()
export class TextMessagesService {
  private readonly reader: OutboxReader<SmsOutbox, TextMessageView>;

  constructor(@InjectRepository(SmsOutbox) outbox: Repository<SmsOutbox>, delivery: DeliveryQueue) {
    this.reader = new OutboxReader(outbox, delivery, SMS_CHANNEL, TEXT_MESSAGE_LIST, (sms, state) => ({
      ...state,
      body: sms.body,
      providerId: sms.providerId,
    }));
  }

  list(query: Record<string, unknown>): Promise<ListPage<TextMessageView>> {
    return this.reader.list(query);
  }

  show(id: number): Promise<TextMessageView> {
    return this.reader.show(id);
  }
}
