import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type AuthTokenKind } from '@notices/common';
import { DataSource, EntityManager } from 'typeorm';
import { OneTimeTokenService } from '../accounts/one-time-token.service';
import type { User } from '../accounts/user.entity';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { resetPasswordMail, type MailMessage } from '../mail/templates';
import { AppException } from '../platform/app-exception';

/** A mail that carries a one-time link: e-mail verification, first password (activation), reset. */
export type TokenMailTemplate = (
  publicUrl: string,
  to: { email: string; name: string },
  token: string,
) => MailMessage;

/**
 * The e-mails that carry a one-time token to a user, for an administrator's new user and reset action as
 * for signing up and forgotten passwords (auth/): the token and its mail are written together.
 */
@Injectable()
export class AccountMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
  ) {}

  /** Issues a token and records its mail (and its delivery job) in the same transaction; answers the outbox id. */
  async issueAndRecord(
    m: EntityManager,
    user: User,
    kind: AuthTokenKind,
    template: TokenMailTemplate,
  ): Promise<number> {
    const token = await this.tokens.issue(m, user.id, kind);
    return this.mail.record(
      m,
      template(this.config.publicUrl, { email: user.email, name: user.givenName }, token),
    );
  }

  /**
   * Sends a reset link to an active user (forgot password, and the admin's reset action);
   * `alsoInTransaction` lets an administrator's request be audited with the token it issues.
   */
  async sendResetMail(user: User, alsoInTransaction?: (m: EntityManager) => Promise<void>): Promise<void> {
    if (user.status !== 'active') throw AppException.unprocessable(ErrorCode.notActive);
    await this.dataSource.transaction(async (m) => {
      await alsoInTransaction?.(m);
      return this.issueAndRecord(m, user, 'resetPassword', resetPasswordMail);
    });
  }
}
