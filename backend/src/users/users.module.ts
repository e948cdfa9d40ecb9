import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { ManagerBlocker } from './manager-blocker';
import { StartupAccounts } from './startup-accounts';
import { UserPublicationsWriter } from './user-publications';
import { User } from './user.entity';
import { UserStatusService } from './user-status.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuthModule, MailModule],
  controllers: [UsersController],
  providers: [UsersService, UserStatusService, StartupAccounts, UserPublicationsWriter, ManagerBlocker],
  exports: [UsersService, StartupAccounts, ManagerBlocker],
})
export class UsersModule {}
