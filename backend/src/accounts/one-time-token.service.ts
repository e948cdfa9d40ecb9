import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACTIVATION_TOKEN_HOURS, ErrorCode, RESET_TOKEN_HOURS } from '@notices/common';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { AuthToken, type OneTimeTokenKind } from './auth-token.entity';

const HOUR_MS = 3_600_000;
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  activation: ACTIVATION_TOKEN_HOURS * HOUR_MS,
  resetPassword: RESET_TOKEN_HOURS * HOUR_MS,
  oauthLogin: 2 * 60_000,
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** E-mailed and hand-over tokens: 256 random bits, only the hash stored, single use, expiring. */
@Injectable()
export class OneTimeTokenService {
  constructor(
    @InjectRepository(AuthToken) private readonly tokens: Repository<AuthToken>,
    private readonly clock: Clock,
  ) {}

  /** Issues a token of `kind` for the user; older unused ones of that kind stop working. */
  async issue(manager: EntityManager, userId: number, kind: OneTimeTokenKind): Promise<string> {
    const now = this.clock.now();
    await manager.update(AuthToken, { userId, kind, usedAt: IsNull() }, { usedAt: now });
    const raw = randomBytes(32).toString('base64url');
    await manager.insert(AuthToken, {
      userId,
      kind,
      tokenHash: sha256(raw),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    });
    return raw;
  }

  /** The still-usable token, or null (unknown, used, expired). Does not use it up. */
  async find(raw: string, kind: OneTimeTokenKind): Promise<AuthToken | null> {
    return this.tokens.findOne({
      where: { tokenHash: sha256(raw), kind, usedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) },
    });
  }

  /** Uses the token up atomically (a second use, even concurrent, fails) and answers its user id. */
  async consume(manager: EntityManager, raw: string, kind: OneTimeTokenKind): Promise<number> {
    const now = this.clock.now();
    const rows: Array<{ user_id: number }> = await manager.query(
      `UPDATE auth_tokens SET used_at = $1
       WHERE token_hash = $2 AND kind = $3 AND used_at IS NULL AND expires_at > $1 RETURNING user_id`,
      [now, sha256(raw), kind],
    );
    // TypeORM answers [rows, count] for UPDATE … RETURNING on PostgreSQL.
    const returned = Array.isArray(rows[0]) ? (rows[0] as Array<{ user_id: number }>) : rows;
    if (returned.length === 0) throw AppException.badRequest(ErrorCode.invalidToken);
    return returned[0].user_id;
  }

  /** Ends every unused token of the user (e.g. activation tokens once an admin activated the account). */
  async revokeAll(manager: EntityManager, userId: number, kind: OneTimeTokenKind): Promise<void> {
    await manager.update(AuthToken, { userId, kind, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }
}
