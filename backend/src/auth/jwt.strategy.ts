import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_COOKIE_NAME } from '@notices/common';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { sessionTokenKey } from '../accounts/session-key';
import { SessionService, type SessionClaims } from '../accounts/session.service';
import { APP_CONFIG, AppConfig } from '../config/config';
import type { Caller } from '../platform/caller';

const fromCookie = (req: Request): string | null => {
  const value: unknown = req.cookies?.[AUTH_COOKIE_NAME];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Reads `Authorization: Bearer` first, else the httpOnly cookie; the session row decides validity. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie]),
      // jsonwebtoken, which passport-jwt hands the key to, takes a KeyObject; passport-jwt's types name only
      // string and Buffer.
      secretOrKey: sessionTokenKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      // Expiry is the session's (read with the injectable Clock), so tests can move time.
      ignoreExpiration: true,
    });
  }

  validate(claims: Partial<SessionClaims>): Promise<Caller> {
    return this.sessions.authenticate(claims);
  }
}
