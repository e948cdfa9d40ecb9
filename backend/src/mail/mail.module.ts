import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryQueue } from './delivery';
import { MailOutbox } from './mail-outbox.entity';
import { MailService } from './mail.service';
import { MailboxController } from './mailbox.controller';
import { MailboxService } from './mailbox.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  controllers: [MailboxController],
  providers: [MailService, MailboxService, DeliveryQueue],
  exports: [MailService, DeliveryQueue],
})
export class MailModule {}
