import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canSignInWithApiKey, ErrorCode } from '@notices/common';
import { DataSource } from 'typeorm';
import { FailureThrottle, type Attempt } from '../auth/failure-throttle';
import { RateLimiter } from '../auth/rate-limiter';
import { CLIENT_FAILURES } from '../auth/rate-limits';
import type { RequestMeta } from '../auth/auth.service';
import { SessionService } from '../accounts/session.service';
import { Clock } from '../platform/clock';
import { User } from '../accounts/user.entity';
import type { TokenAnswerDto } from './api-key.dto';
import { ApiKey } from './api-key.entity';
import { OAuthError } from './oauth-error';
import { SecretHasher } from './secret-hasher';
import type { ClientCredentials } from './token-request';

/** Bearer tokens of the client-credentials grant live 15 minutes: programs simply ask again. */
export const API_TOKEN_SECONDS = 900;

/** Exchanges an API key for a short-lived API session (the JWT the notice routes already accept). */
@Injectable()
export class ClientCredentialsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: SecretHasher,
    private readonly sessions: SessionService,
    limiter: RateLimiter,
    private readonly clock: Clock,
  ) {
    this.throttle = new FailureThrottle(limiter, CLIENT_FAILURES, async (clientId, failures, msLeft) => {
      this.logger.warn(
        `API client ${clientId} is under attack: ${failures} failed exchanges from many addresses; ` +
          `addresses it never exchanged from are refused for ${Math.ceil(msLeft / 1000)} s`,
      );
    });
  }

  private readonly logger = new Logger(ClientCredentialsService.name);

  private readonly throttle: FailureThrottle;

  async exchange(credentials: ClientCredentials, meta: RequestMeta): Promise<TokenAnswerDto> {
    // Before the secret is checked, so once over the limit even a right guess learns nothing.
    const attempt = await this.throttle.begin(credentials.clientId.slice(0, 64), meta.ip);
    let outcome: keyof Attempt = 'notCounted';
    try {
      const token = await this.issue(credentials, meta);
      outcome = token ? 'succeeded' : 'failed';
      if (!token) throw new OAuthError(ErrorCode.invalidClient, 401, undefined, credentials.basic);
      return { access_token: token, token_type: 'Bearer', expires_in: API_TOKEN_SECONDS };
    } finally {
      await attempt[outcome]();
    }
  }

  /** A new API session when the pair is right and its user may still use it; null otherwise. */
  private issue(credentials: ClientCredentials, meta: RequestMeta): Promise<string | null> {
    return this.dataSource.transaction(async (m) => {
      // Locked like a regeneration locks it: a session is never opened for a pair being replaced.
      const key = await m
        .getRepository(ApiKey)
        .createQueryBuilder('k')
        .setLock('pessimistic_write')
        .where('k.client_id = :clientId', { clientId: credentials.clientId })
        .getOne();
      const secretOk = key ? this.hasher.matches(credentials.clientSecret, key.secretHash) : false;
      const user = key && secretOk ? await m.findOneBy(User, { id: key.userId }) : null;
      // A key outlives a role change or a block, but must not outlive them in effect.
      const allowed = !!user && user.status === 'active' && canSignInWithApiKey(user);
      if (!key || !allowed) return null;
      await m.update(ApiKey, key.id, { lastUsedAt: this.clock.now() });
      return this.sessions.create(key.userId, meta, {
        kind: 'api',
        lifetimeMs: API_TOKEN_SECONDS * 1000,
        manager: m,
      });
    });
  }
}
