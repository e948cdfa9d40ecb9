import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { AuthToken } from './auth-token.entity';
import { OneTimeTokenService } from './one-time-token.service';
import { PasswordService } from './password.service';
import { PublicationAccessLoader } from './publication-access.loader';
import { sessionTokenKey } from './session-key';
import { Session } from './session.entity';
import { SessionService } from './session.service';
import { User } from './user.entity';

/**
 * The user record and its credentials: password hashes, sessions and one-time tokens, and the
 * publication access a session carries. Signing in (auth/) and administering users
 * (users/) both act on them; neither imports the other for it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, Session, AuthToken]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: sessionTokenKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [OneTimeTokenService, PasswordService, PublicationAccessLoader, SessionService],
  exports: [JwtModule, OneTimeTokenService, PasswordService, PublicationAccessLoader, SessionService],
})
export class AccountsModule {}
