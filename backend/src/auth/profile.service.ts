import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, fullName, hasPersonalDetails, PERSONAL_DETAIL_FIELDS } from '@notices/common';
import { Repository } from 'typeorm';
import { PasswordService } from '../accounts/password.service';
import { SessionService } from '../accounts/session.service';
import { User } from '../accounts/user.entity';
import { AppException } from '../platform/app-exception';
import type { Caller } from '../platform/caller';
import type { ChangePasswordDto } from './dto/auth.dto';
import type { ProfileDto } from './dto/profile.dto';
import { SessionAnswerService, type SessionAnswerDto } from './session-answer';

/** The signed-in user's own profile and password. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly answers: SessionAnswerService,
  ) {}

  async show(caller: Caller): Promise<SessionAnswerDto> {
    return this.answers.forUser(await this.users.findOneOrFail({ where: { id: caller.id } }));
  }

  async update(caller: Caller, dto: ProfileDto): Promise<SessionAnswerDto> {
    const changes: Partial<User> = {
      givenName: dto.givenName,
      familyName: dto.familyName,
      fullName: fullName(dto.givenName, dto.familyName),
    };
    if (dto.phone !== undefined) changes.phone = dto.phone;
    // Personal fields belong to public users only; other roles' values are left alone.
    if (hasPersonalDetails(caller.roles)) {
      for (const key of PERSONAL_DETAIL_FIELDS) {
        if (dto[key] !== undefined) Object.assign(changes, { [key]: dto[key] });
      }
    }
    await this.users.update(caller.id, changes);
    return this.answers.forUser(await this.users.findOneOrFail({ where: { id: caller.id } }));
  }

  /** Checks the old password, applies the policy, and ends every other session of the user. */
  async changePassword(caller: Caller, dto: ChangePasswordDto): Promise<{ message: 'ok' }> {
    const { passwordHash } = await this.users.findOneOrFail({ where: { id: caller.id } });
    if (!(await this.passwords.verify(passwordHash, dto.oldPassword))) {
      throw AppException.unprocessable(ErrorCode.oldPasswordMismatch, {
        oldPassword: ErrorCode.oldPasswordMismatch,
      });
    }
    this.passwords.assertNewPassword(dto.password, dto.confirmPassword);
    await this.users.update(caller.id, { passwordHash: await this.passwords.hash(dto.password) });
    await this.sessions.revokeAllOf(caller.id, 'password_changed', caller.sessionId);
    return { message: 'ok' };
  }
}
