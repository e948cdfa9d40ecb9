import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, hasPublicationAccess } from '@notices/common';
import { Repository } from 'typeorm';
import { PasswordService } from '../accounts/password.service';
import { PublicationAccessLoader } from '../accounts/publication-access.loader';
import { SessionService } from '../accounts/session.service';
import { findUserByEmail } from '../accounts/user-queries';
import { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import type { LoginDto } from './dto/auth.dto';
import { FailureThrottle, type Attempt } from './failure-throttle';
import { RateLimiter } from './rate-limiter';
import { LOGIN_FAILURES } from './rate-limits';
import { SessionAnswerService, type SessionAnswerDto } from './session-answer';

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  answer: SessionAnswerDto;
}

/** Signing in and out. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly answers: SessionAnswerService,
    private readonly access: PublicationAccessLoader,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    limiter: RateLimiter,
  ) {
    this.throttle = new FailureThrottle(limiter, LOGIN_FAILURES, (email, failures, msLeft) =>
      this.underAttack(email, failures, msLeft),
    );
  }

  private readonly throttle: FailureThrottle;
  private readonly logger = new Logger(AuthService.name);

  async login(dto: LoginDto, meta: RequestMeta): Promise<SignedIn> {
    const attempt = await this.throttle.begin(dto.email, meta.ip);
    let outcome: keyof Attempt = 'notCounted';
    try {
      const user = await findUserByEmail(this.users, dto.email);
      // Checked for every e-mail (a dummy hash when there is no account), so the answer's timing does
      // not tell registered addresses from unknown ones; only the status the spec demands does (ADR 020).
      const passwordOk = await this.passwords.verify(user?.passwordHash ?? null, dto.password);
      outcome = 'failed';
      if (!user) throw AppException.notFound(ErrorCode.emailNotRegistered);
      outcome = 'notCounted';
      // A not-yet-verified account has no password to check yet.
      if (user.status === 'not_verified') throw AppException.forbidden(ErrorCode.notVerified);
      if (!user.passwordHash) throw AppException.unprocessable(ErrorCode.notActive);
      outcome = passwordOk ? 'succeeded' : 'failed';
      if (!passwordOk) throw AppException.unauthorized(ErrorCode.wrongCredentials);
      return await this.startSession(user, meta, 'forbidden');
    } finally {
      await attempt[outcome]();
    }
  }

  /** Tells administrators: a warning in the log and a system entry in the audit log (ADR 020). */
  private async underAttack(email: string, failures: number, msLeft: number): Promise<void> {
    const until = new Date(this.clock.now().getTime() + msLeft);
    const user = await findUserByEmail(this.users, email);
    this.logger.warn(
      `Sign-ins to ${user ? `user ${user.id}` : 'an unregistered e-mail'} are under attack: ${failures} failures ` +
        `from many addresses; addresses that never signed in to it are refused until ${until.toISOString()}`,
    );
    if (!user) return;
    await this.audit.record(this.users.manager, null, 'under_attack', 'user', user.id, null, {
      failedSignIns: failures,
      refusingUnknownAddressesUntil: until.toISOString(),
    });
  }

  /**
   * Opens a session for a user whose identity is proven (password or identity provider), after the
   * status and publication checks. Password login answers 403s; the OIDC exchange answers 401s.
   */
  async startSession(
    user: User,
    meta: RequestMeta,
    refusal: 'forbidden' | 'unauthorized',
  ): Promise<SignedIn> {
    const refuse = (code: ErrorCode) =>
      refusal === 'forbidden' ? AppException.forbidden(code) : AppException.unauthorized(code);
    const access = await this.access.forUser(user.id);
    const noPublications = !hasPublicationAccess({ id: user.id, roles: user.roles, ...access });
    // A manager blocked because their publications were all deactivated hears why (no_publications).
    if (user.status === 'blocked' && noPublications) throw refuse(ErrorCode.noPublications);
    if (user.status === 'blocked')
      throw refuse(refusal === 'forbidden' ? ErrorCode.blocked : ErrorCode.accountBlocked);
    if (user.status !== 'active') throw refuse(ErrorCode.notVerified);
    if (noPublications) throw refuse(ErrorCode.noPublications);
    const token = await this.sessions.create(user.id, meta);
    return { token, answer: await this.answers.build(user, access) };
  }

  /** Ends the session the token points at, if any; logout always succeeds. */
  async logout(token: string | undefined): Promise<void> {
    const claims = await this.sessions.claimsOf(token);
    if (claims && typeof claims.sid === 'string' && /^[0-9a-f-]{36}$/.test(claims.sid)) {
      await this.sessions.revoke(claims.sid, 'logout');
    }
  }
}
