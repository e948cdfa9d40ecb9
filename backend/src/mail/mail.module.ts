import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './mail-outbox.entity';
import { MailService } from './mail.service';
import { MailboxController } from './mailbox.controller';
import { MailboxService } from './mailbox.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  controllers: [MailboxController],
  providers: [MailService, MailboxService],
  exports: [MailService],
})
export class MailModule {}
