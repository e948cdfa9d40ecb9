import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_COOKIE_NAME, ErrorCode } from '@notices/common';
import type { CookieOptions, Request, Response } from 'express';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { AppException } from '../platform/app-exception';
import type { Caller } from '../platform/caller';
import { Clock } from '../platform/clock';
import { assertSameOriginCookieRequest, trustedOrigins } from '../platform/same-origin';
import { PublicationAccessLoader } from './publication-access.loader';
import { Session } from './session.entity';
import { User } from './user.entity';

export interface SessionClaims {
  sub: number;
  sid: string;
}

export type RevokeReason = 'logout' | 'blocked' | 'password_changed' | 'password_reset' | 'deleted';

/** Server-side sessions and the JWT that points at them (sub = user id, sid = session id). */
@Injectable()
export class SessionService {
  private trusted?: ReadonlySet<string>;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly access: PublicationAccessLoader,
  ) {}

  /** Logout is public but acts with the cookie: the same origin rule as @Authenticated changes. */
  refuseCrossOrigin(req: Request): void {
    assertSameOriginCookieRequest(req, (this.trusted ??= trustedOrigins(this.config)));
  }

  get lifetimeMs(): number {
    return this.config.sessionHours * 3_600_000;
  }

  /** Opens a session; `options` make the short-lived API sessions of the client-credentials grant. */
  async create(
    userId: number,
    meta: { ip?: string; userAgent?: string } = {},
    options: { kind?: 'login' | 'api'; lifetimeMs?: number; manager?: EntityManager } = {},
  ): Promise<string> {
    const now = this.clock.now();
    const lifetimeMs = options.lifetimeMs ?? this.lifetimeMs;
    const session = this.sessions.create({
      id: randomUUID(),
      userId,
      kind: options.kind ?? 'login',
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      revokedAt: null,
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    await (options.manager ?? this.sessions.manager).insert(Session, session);
    const claims: SessionClaims = { sub: userId, sid: session.id };
    return this.jwt.signAsync(claims, { expiresIn: Math.round(lifetimeMs / 1000) });
  }

  /** The caller of a valid token: the session must exist, be open and unexpired (by our Clock), the user active. */
  async authenticate(claims: Partial<SessionClaims>): Promise<Caller> {
    if (
      typeof claims.sub !== 'number' ||
      typeof claims.sid !== 'string' ||
      !/^[0-9a-f-]{36}$/.test(claims.sid)
    ) {
      throw AppException.unauthorized(ErrorCode.sessionExpired);
    }
    const session = await this.sessions.findOne({ where: { id: claims.sid, userId: claims.sub } });
    if (!session || session.revokedAt || session.expiresAt <= this.clock.now()) {
      throw AppException.unauthorized(ErrorCode.sessionExpired);
    }
    const user = await this.users.findOne({ where: { id: session.userId } });
    if (!user || user.status !== 'active') throw AppException.unauthorized(ErrorCode.sessionExpired);
    const access = await this.access.forUser(user.id);
    return { id: user.id, email: user.email, roles: user.roles, sessionId: session.id, ...access };
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.sessions.update(
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: this.clock.now(), revokedReason: reason },
    );
  }

  /** Ends every open session of the user, except `keep` (the caller's own on a password change). */
  async revokeAllOf(
    userId: number,
    reason: RevokeReason,
    keep?: string,
    manager?: EntityManager,
  ): Promise<void> {
    const where = { userId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) };
    await (manager ?? this.sessions.manager).update(Session, where, {
      revokedAt: this.clock.now(),
      revokedReason: reason,
    });
  }

  /** Reads a token without requiring it to be valid (logout must work with whatever the browser holds). */
  async claimsOf(token: string | undefined): Promise<SessionClaims | null> {
    if (!token) return null;
    try {
      return await this.jwt.verifyAsync<SessionClaims>(token, { ignoreExpiration: true });
    } catch {
      return null;
    }
  }

  private cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.publicUrl.startsWith('https:'), path: '/' };
  }

  /** The token in the `access_token` header (programs) and the httpOnly cookie (browsers). */
  sendToken(res: Response, token: string): void {
    res.setHeader(AUTH_COOKIE_NAME, token);
    res.cookie(AUTH_COOKIE_NAME, token, { ...this.cookieOptions(), maxAge: this.lifetimeMs });
  }

  clearToken(res: Response): void {
    res.clearCookie(AUTH_COOKIE_NAME, this.cookieOptions());
  }
}
