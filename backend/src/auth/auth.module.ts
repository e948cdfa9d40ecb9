import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { User } from '../accounts/user.entity';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { OauthController } from './oauth.controller';
import { OauthService } from './oauth.service';
import { OidcClient } from './oidc-client';
import { ProfileService } from './profile.service';
import { RateLimiter } from './rate-limiter';
import { SessionAnswerService } from './session-answer';

/** Signing in and out, signing up, the e-mailed token flows, social sign-in, the profile: the `auth/*` routes. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), PassportModule, AccountsModule, UsersModule],
  controllers: [AuthController, AccountController, OauthController],
  providers: [
    AccountService,
    AuthService,
    JwtStrategy,
    OauthService,
    OidcClient,
    ProfileService,
    RateLimiter,
    SessionAnswerService,
  ],
  exports: [RateLimiter],
})
export class AuthModule {}
