import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { User } from '../accounts/user.entity';
import { MailModule } from '../mail/mail.module';
import { AccountMailService } from './account-mail.service';
import { ManagerBlocker } from './manager-blocker';
import { StartupAccounts } from './startup-accounts';
import { UserPublicationsWriter } from './user-publications';
import { UserStatusService } from './user-status.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AccountsModule, MailModule],
  controllers: [UsersController],
  providers: [
    AccountMailService,
    UsersService,
    UserStatusService,
    StartupAccounts,
    UserPublicationsWriter,
    ManagerBlocker,
  ],
  exports: [AccountMailService, UsersService, StartupAccounts, ManagerBlocker],
})
export class UsersModule {}
