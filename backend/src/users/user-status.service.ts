import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode } from '@notices/common';
import { DataSource, Repository } from 'typeorm';
import type { NewPasswordDto } from '../accounts/dto/password.dto';
import { OneTimeTokenService } from '../accounts/one-time-token.service';
import { PasswordService } from '../accounts/password.service';
import { SessionService } from '../accounts/session.service';
import { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { AppException } from '../platform/app-exception';
import type { Caller } from '../platform/caller';
import { AccountMailService } from './account-mail.service';
import type { UserResponseDto } from './dto/user-response.dto';
import { lockedUser, UsersService } from './users.service';

/** Status transitions done by an administrator: block, unblock, activate, reset password. */
@Injectable()
export class UserStatusService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly usersService: UsersService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordService,
    private readonly tokens: OneTimeTokenService,
    private readonly accountMail: AccountMailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Blocking ends every session of the user at once. Status changes lock the user's row and judge the
   * stored status, so concurrent requests change it once: block and unblock are idempotent (a repeat
   * answers the same, unaudited), a second activation is refused.
   */
  async block(actor: Caller, id: number): Promise<UserResponseDto> {
    if (id === actor.id) throw AppException.badRequest(ErrorCode.cannotBlockSelf);
    await this.usersService.visible(actor, id);
    const user = await this.dataSource.transaction(async (m) => {
      const stored = await lockedUser(m, id);
      if (stored.status === 'not_verified') throw AppException.unprocessable(ErrorCode.userNotYetActive);
      if (stored.status === 'blocked' && !stored.blockedByPublications) return stored;
      await m.update(User, id, { status: 'blocked', blockedByPublications: false });
      await this.sessions.revokeAllOf(id, 'blocked', undefined, m);
      await this.audit.record(
        m,
        actor,
        'block',
        'user',
        id,
        { status: stored.status },
        { status: 'blocked' },
      );
      return { ...stored, status: 'blocked' as const, blockedByPublications: false };
    });
    return this.usersService.view(user);
  }

  async unblock(actor: Caller, id: number): Promise<UserResponseDto> {
    if (id === actor.id) throw AppException.badRequest(ErrorCode.cannotBlockSelf);
    await this.usersService.visible(actor, id);
    const user = await this.dataSource.transaction(async (m) => {
      const stored = await lockedUser(m, id);
      if (stored.status === 'not_verified') throw AppException.unprocessable(ErrorCode.userNotYetActive);
      if (stored.status === 'active') return stored;
      await m.update(User, id, { status: 'active', blockedByPublications: false });
      await this.audit.record(
        m,
        actor,
        'unblock',
        'user',
        id,
        { status: stored.status },
        { status: 'active' },
      );
      return { ...stored, status: 'active' as const, blockedByPublications: false };
    });
    return this.usersService.view(user);
  }

  /** An administrator sets the first password of a not-yet-verified user; the e-mailed link stops working. */
  async activate(actor: Caller, id: number, dto: NewPasswordDto): Promise<UserResponseDto> {
    const user = await this.usersService.visible(actor, id);
    if (user.status !== 'not_verified') throw AppException.unprocessable(ErrorCode.alreadyVerified);
    this.passwords.assertNewPassword(dto.password, dto.confirmPassword);
    const passwordHash = await this.passwords.hash(dto.password);
    await this.dataSource.transaction(async (m) => {
      const stored = await lockedUser(m, id);
      if (stored.status !== 'not_verified') throw AppException.unprocessable(ErrorCode.alreadyVerified);
      await m.update(User, id, { passwordHash, status: 'active' });
      await this.tokens.revokeAll(m, id, 'activation');
      await this.audit.record(
        m,
        actor,
        'activate',
        'user',
        id,
        { status: user.status },
        { status: 'active' },
      );
    });
    return this.usersService.view({ ...user, passwordHash, status: 'active' });
  }

  /** The same reset mail as a forgotten password's; the log records that an administrator asked for it. */
  async resetPassword(actor: Caller, id: number): Promise<{ message: 'ok' }> {
    const user = await this.usersService.visible(actor, id);
    await this.accountMail.sendResetMail(user, (m) =>
      this.audit.record(m, actor, 'reset_password', 'user', id, null, null),
    );
    return { message: 'ok' };
  }
}
