import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DeliveryQueue, SMS_CHANNEL } from '../mail/delivery';
import { OutboxReader, outboxListSpec } from '../mail/outbox-reader';
import { SmsOutbox } from './sms-outbox.entity';
import type { TextMessageDto, TextMessageListDto } from './text-message.dto';

export const TEXT_MESSAGE_LIST = outboxListSpec({ body: { sql: 'm.body', type: 'string' } });

/** sms_outbox as a SYSTEM_ADMIN reads it (the back office's "Text messages" page), like the Mailbox. */
@Injectable()
export class TextMessagesService {
  private readonly reader: OutboxReader<SmsOutbox, TextMessageDto>;

  constructor(@InjectRepository(SmsOutbox) outbox: Repository<SmsOutbox>, delivery: DeliveryQueue) {
    this.reader = new OutboxReader(outbox, delivery, SMS_CHANNEL, TEXT_MESSAGE_LIST, (sms, state) => ({
      ...state,
      body: sms.body,
      providerId: sms.providerId,
    }));
  }

  list(query: Record<string, unknown>): Promise<TextMessageListDto> {
    return this.reader.list(query);
  }

  show(id: number): Promise<TextMessageDto> {
    return this.reader.show(id);
  }
}
