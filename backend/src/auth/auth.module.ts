import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailModule } from '../mail/mail.module';
import { PublicationAccessLoader } from '../users/publication-access.loader';
import { User } from '../users/user.entity';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthToken } from './auth-token.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { OauthController } from './oauth.controller';
import { OauthService } from './oauth.service';
import { OidcClient } from './oidc-client';
import { OneTimeTokenService } from './one-time-token.service';
import { PasswordService } from './password.service';
import { ProfileService } from './profile.service';
import { RateLimiter } from './rate-limiter';
import { SessionAnswerService } from './session-answer';
import { Session } from './session.entity';
import { SessionService } from './session.service';

/** Sessions, passwords, one-time tokens, social login and the `auth/*` routes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, Session, AuthToken]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    MailModule,
  ],
  controllers: [AuthController, AccountController, OauthController],
  providers: [
    AccountService,
    AuthService,
    JwtStrategy,
    OauthService,
    OidcClient,
    OneTimeTokenService,
    PasswordService,
    ProfileService,
    PublicationAccessLoader,
    RateLimiter,
    SessionAnswerService,
    SessionService,
  ],
  exports: [
    AccountService,
    OneTimeTokenService,
    PasswordService,
    PublicationAccessLoader,
    RateLimiter,
    SessionAnswerService,
    SessionService,
  ],
})
export class AuthModule {}
