import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, fullName, SIGN_UP_ROLE, type AuthTokenKind } from '@notices/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { NewPasswordDto } from '../accounts/dto/password.dto';
import { OneTimeTokenService } from '../accounts/one-time-token.service';
import { PasswordService } from '../accounts/password.service';
import { SessionService } from '../accounts/session.service';
import { findUserByEmail, isUniqueViolation } from '../accounts/user-queries';
import { User } from '../accounts/user.entity';
import { APP_CONFIG, AppConfig } from '../config/config';
import { verificationMail } from '../mail/templates';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { AccountMailService } from '../users/account-mail.service';
import { clientAddress } from './client-address';
import type { CheckTokenAnswerDto, RegisterDto, SetFirstPasswordDto } from './dto/auth.dto';
import { RateLimiter } from './rate-limiter';
import { MAIL_REQUESTS } from './rate-limits';

const OK = { message: 'ok' } as const;
const EMAIL_TAKEN = () =>
  AppException.badRequest(ErrorCode.emailNotUnique, { email: ErrorCode.emailNotUnique });

/** Registration and the e-mailed token flows (verify, set first password, forgot and reset password). */
@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokenService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly accountMail: AccountMailService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Each request mails someone: counted per (address, IP), per address and per IP (MAIL_REQUESTS). */
  private throttle(action: string, email: string, ip: string | undefined): Promise<void> {
    const address = email.toLowerCase();
    const from = clientAddress(ip);
    return this.limiter.consumeAll([
      { name: `${action}-pair`, rule: MAIL_REQUESTS.pair, key: `${address}|${from}` },
      { name: `${action}-address`, rule: MAIL_REQUESTS.subject, key: address },
      { name: `${action}-ip`, rule: MAIL_REQUESTS.ip, key: from },
    ]);
  }

  /**
   * Runs `work` and answers (or throws) no sooner than MAIL_ANSWER_FLOOR_MS after the start: writing a
   * token and its mail costs a few milliseconds that an unknown address does not, and that difference
   * would tell who has an account. The wait is a timer, holding no connection and no CPU.
   */
  private async floored<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const pad = () => {
      const left = (this.config.mailAnswerFloorMs ?? 0) - (performance.now() - started);
      return left > 0 ? new Promise<void>((done) => setTimeout(done, left)) : undefined;
    };
    try {
      const answer = await work();
      await pad();
      return answer;
    } catch (error) {
      await pad();
      throw error;
    }
  }

  async register(dto: RegisterDto, ip?: string): Promise<typeof OK> {
    await this.throttle('register', dto.email, ip);
    return this.floored(() => this.registerNow(dto));
  }

  private async registerNow(dto: RegisterDto): Promise<typeof OK> {
    if (await findUserByEmail(this.users, dto.email)) throw EMAIL_TAKEN();
    await this.dataSource
      .transaction(async (m) => {
        const user = await m.save(
          m.create(User, {
            email: dto.email,
            givenName: dto.givenName,
            familyName: dto.familyName,
            fullName: dto.fullName || fullName(dto.givenName, dto.familyName),
            roles: SIGN_UP_ROLE,
            status: 'not_verified',
          }),
        );
        return this.accountMail.issueAndRecord(m, user, 'activation', verificationMail);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? EMAIL_TAKEN() : error;
      });
    return OK;
  }

  async forgetPassword(email: string, ip?: string): Promise<typeof OK> {
    await this.throttle('forget_password', email, ip);
    return this.floored(async () => {
      const user = await findUserByEmail(this.users, email);
      if (!user) throw AppException.notFound(ErrorCode.emailNotRegistered);
      // Blocked is told as sign-in tells it (403 blocked: contact your administrator), not as "not active
      // yet" with a resend offer that cannot help. It reveals nothing new: not_active here and
      // user_already_verified_or_blocked on resend already single out a blocked account (ADR 020).
      if (user.status === 'blocked') throw AppException.forbidden(ErrorCode.blocked);
      await this.accountMail.sendResetMail(user);
      return OK;
    });
  }

  async resendVerification(email: string, ip?: string): Promise<typeof OK> {
    await this.throttle('resend_verification', email, ip);
    return this.floored(async () => {
      const user = await findUserByEmail(this.users, email);
      if (!user) throw AppException.notFound(ErrorCode.emailNotRegistered);
      if (user.status !== 'not_verified') throw AppException.unprocessable(ErrorCode.alreadyVerified);
      await this.dataSource.transaction((m) =>
        this.accountMail.issueAndRecord(m, user, 'activation', verificationMail),
      );
      return OK;
    });
  }

  /** The token's account if the token is usable and the account is in the state its kind expects. */
  async checkToken(raw: string, kind: AuthTokenKind): Promise<CheckTokenAnswerDto> {
    const user = await this.userOfToken(raw, kind);
    return { valid: true, email: user.email };
  }

  async resetPassword(raw: string, dto: NewPasswordDto): Promise<typeof OK> {
    await this.userOfToken(raw, 'resetPassword');
    this.passwords.assertNewPassword(dto.password, dto.confirmPassword);
    const passwordHash = await this.passwords.hash(dto.password);
    await this.dataSource.transaction(async (m) => {
      const user = await this.consume(m, raw, 'resetPassword');
      await m.update(User, user.id, { passwordHash });
      await this.sessions.revokeAllOf(user.id, 'password_reset', undefined, m);
    });
    return OK;
  }

  async setFirstPassword(raw: string, dto: SetFirstPasswordDto): Promise<typeof OK> {
    await this.userOfToken(raw, 'activation');
    this.passwords.assertNewPassword(dto.password, dto.confirmPassword);
    if (dto.consent !== true)
      throw AppException.badRequest(ErrorCode.consentRequired, { consent: ErrorCode.consentRequired });
    const passwordHash = await this.passwords.hash(dto.password);
    await this.dataSource.transaction(async (m) => {
      const user = await this.consume(m, raw, 'activation');
      await m.update(User, user.id, {
        passwordHash,
        status: 'active',
        consent: true,
        consentAt: this.clock.now(),
      });
    });
    return OK;
  }

  private expectedStatus(kind: AuthTokenKind): User['status'] {
    return kind === 'activation' ? 'not_verified' : 'active';
  }

  private async userOfToken(raw: string, kind: AuthTokenKind): Promise<User> {
    const token = await this.tokens.find(raw, kind);
    const user = token ? await this.users.findOne({ where: { id: token.userId } }) : null;
    if (!user || user.status !== this.expectedStatus(kind))
      throw AppException.badRequest(ErrorCode.invalidToken);
    return user;
  }

  private async consume(m: EntityManager, raw: string, kind: AuthTokenKind): Promise<User> {
    const userId = await this.tokens.consume(m, raw, kind);
    const user = await m.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user || user.status !== this.expectedStatus(kind))
      throw AppException.badRequest(ErrorCode.invalidToken);
    return user;
  }
}
