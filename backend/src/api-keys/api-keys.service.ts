import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import type { ApiKeyDto, GeneratedApiKeyDto } from './api-key.dto';
import { ApiKey } from './api-key.entity';
import { SecretHasher } from './secret-hasher';

/** Within this time of a generation, another is a double submission (see generate). */
export const DOUBLE_SUBMIT_MS = 10_000;

const snapshot = (key: ApiKey | null) =>
  key ? { clientId: key.clientId, createdAt: key.createdAt.toISOString() } : null;

/** The life of a key (none → generated → regenerated or deleted) for its owner or a SYSTEM_ADMIN. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: SecretHasher,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async show(userId: number): Promise<ApiKeyDto> {
    const key = await this.dataSource.getRepository(ApiKey).findOne({ where: { userId } });
    if (!key) throw AppException.notFound(ErrorCode.notFound);
    return {
      id: key.clientId,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    };
  }

  /**
   * Generates a pair, replacing any previous one: the old client id and secret stop working at once, and
   * so do the bearer tokens issued for it (its API sessions are revoked in the same transaction).
   * Requests for one user run one at a time (the user's row is locked), and a pair younger than
   * DOUBLE_SUBMIT_MS is not replaced: a double click or a retried request answers 409 api_key_exists
   * instead of silently killing the secret the first answer showed. A deliberate regeneration names the
   * key it replaces (`replace`, the client id the caller was shown): that key is replaced however new,
   * and any other state (replaced meanwhile by a double click, or deleted) answers 409 the same way.
   */
  generate(actor: AuditActor, userId: number, replace?: string): Promise<GeneratedApiKeyDto> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const before = await this.lockedKey(m, userId);
      if (!this.mayReplace(before, replace)) throw new AppException(409, ErrorCode.apiKeyExists);
      const secret = this.hasher.newSecret();
      const fields = {
        clientId: this.hasher.newClientId(),
        secretHash: this.hasher.hash(secret),
        createdAt: this.clock.now(),
        lastUsedAt: null,
      };
      if (before) await m.update(ApiKey, before.id, fields);
      else await m.insert(ApiKey, { userId, ...fields });
      const after = await m.findOneByOrFail(ApiKey, { userId });
      await this.revokeApiSessions(m, userId);
      await this.audit.record(
        m,
        actor,
        before ? 'update' : 'create',
        'apiKey',
        userId,
        snapshot(before),
        snapshot(after),
      );
      return { id: after.clientId, secret, createdAt: after.createdAt.toISOString() };
    });
  }

  /** Whether a generation may go ahead over `before` (see generate). */
  private mayReplace(before: ApiKey | null, replace: string | undefined): boolean {
    if (replace !== undefined) return before?.clientId === replace;
    return !before || this.clock.now().getTime() - before.createdAt.getTime() >= DOUBLE_SUBMIT_MS;
  }

  /** Deletes the key (404 when there is none) and ends the sessions opened with it. */
  remove(actor: AuditActor, userId: number): Promise<void> {
    return this.dataSource.transaction(async (m) => {
      const before = await this.lockedKey(m, userId);
      if (!before) throw AppException.notFound(ErrorCode.notFound);
      await m.delete(ApiKey, before.id);
      await this.revokeApiSessions(m, userId);
      await this.audit.record(m, actor, 'delete', 'apiKey', userId, snapshot(before), null);
    });
  }

  /** Row lock, so two regenerations of one key serialize instead of racing. */
  private lockedKey(m: EntityManager, userId: number): Promise<ApiKey | null> {
    return m
      .getRepository(ApiKey)
      .createQueryBuilder('k')
      .setLock('pessimistic_write')
      .where('k.user_id = :userId', { userId })
      .getOne();
  }

  private async revokeApiSessions(m: EntityManager, userId: number): Promise<void> {
    await m.query(
      `UPDATE sessions SET revoked_at = $2, revoked_reason = 'api_key_rotated'
       WHERE user_id = $1 AND kind = 'api' AND revoked_at IS NULL`,
      [userId, this.clock.now()],
    );
  }
}
