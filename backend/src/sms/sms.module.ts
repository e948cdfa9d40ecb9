import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { SmsOutbox } from './sms-outbox.entity';
import { SmsService } from './sms.service';
import { TextMessagesController } from './text-messages.controller';
import { TextMessagesService } from './text-messages.service';

@Module({
  imports: [MailModule, TypeOrmModule.forFeature([SmsOutbox])],
  controllers: [TextMessagesController],
  providers: [SmsService, TextMessagesService],
  exports: [SmsService],
})
export class SmsModule {}
