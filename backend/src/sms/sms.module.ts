import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SmsService } from './sms.service';

@Module({ imports: [MailModule], providers: [SmsService], exports: [SmsService] })
export class SmsModule {}
