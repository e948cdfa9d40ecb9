import { clientAddress } from './client-address';
import { RateLimiter, tooManyRequests, type Count } from './rate-limiter';
import type { FailureRules } from './rate-limits';

type Part = 'pair' | 'ip' | 'subject';

/** Told once per window when an account's failures pass its cap (log, audit); see FailureRules. */
export type UnderAttackListener = (subject: string, failures: number, msLeft: number) => Promise<void>;

/**
 * Throttles guessing of one kind of credential (see FailureRules). An attempt reserves one failure on
 * each counter before the secret is checked, so concurrent guesses cannot all slip under a limit and,
 * once over it, even a right guess learns nothing; a success or a refusal for another reason gives the
 * reservation back, so at rest the counters hold failures only. A success also remembers its
 * (subject, address) pair as known, which keeps it signing in while the subject is under attack.
 */
export class FailureThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: FailureRules,
    private readonly onUnderAttack?: UnderAttackListener,
  ) {}

  /** Starts an attempt for `subject` (an e-mail address, a client id) from `ip`; 429 when throttled. */
  async begin(subject: string, ip: string | undefined): Promise<Attempt> {
    const from = clientAddress(ip);
    const keys: Record<Part, string> = {
      pair: `${subject.toLowerCase()}|${from}`,
      ip: from,
      subject: subject.toLowerCase(),
    };
    const reserved: Part[] = [];
    const giveBack = (parts: Part[]) => Promise.all(parts.map((part) => this.add(part, keys[part], -1)));
    const refuse = async (count: Count): Promise<never> => {
      await giveBack(reserved);
      throw tooManyRequests(count.msBeforeNext);
    };
    const counts = {} as Record<Part, Count>;
    for (const part of ['pair', 'ip', 'subject'] as const) {
      counts[part] = await this.add(part, keys[part], 1);
      reserved.push(part);
      // The account's own limit refuses only addresses it does not know (below).
      if (part !== 'subject' && counts[part].consumed > this.rules[part].points) await refuse(counts[part]);
    }
    if (counts.subject.consumed > this.rules.subject.points) {
      await this.announce(keys.subject, counts.subject);
      // Under attack, only an address that signed in to this account before may keep trying.
      const known = await this.limiter.points(this.name('known'), this.rules.knownAddress, keys.pair);
      if (known === 0) await refuse(counts.subject);
    }
    return {
      failed: async () => undefined,
      succeeded: async () => {
        await Promise.all([
          this.limiter.forget(this.name('pair'), this.rules.pair, keys.pair),
          giveBack(['ip', 'subject']),
          this.limiter.remember(this.name('known'), this.rules.knownAddress, keys.pair),
        ]);
      },
      notCounted: async () => {
        await giveBack(reserved);
      },
    };
  }

  private name(part: Part | 'known' | 'announced'): string {
    return part === 'known' || part === 'announced'
      ? `${this.rules.name}-${part}`
      : `${this.rules.name}-failures-${part}`;
  }

  /** Tells the listener once per account window (counted in the store, so once across processes too). */
  private async announce(subject: string, failures: Count): Promise<void> {
    if (!this.onUnderAttack) return;
    const told = await this.limiter.add(this.name('announced'), this.rules.subject, subject, 1);
    if (told.consumed === 1) await this.onUnderAttack(subject, failures.consumed, failures.msBeforeNext);
  }

  private add(part: Part, key: string, points: number): Promise<Count> {
    return this.limiter.add(this.name(part), this.rules[part], key, points);
  }
}

/** What became of an attempt: exactly one of these is called. */
export interface Attempt {
  /** The credential was wrong (or the account unknown): the reserved failure stays counted. */
  failed(): Promise<void>;
  /** The credential was right: the pair's failures are forgotten, this attempt is not counted. */
  succeeded(): Promise<void>;
  /** Refused before the credential was checked (e.g. account not verified): nothing is counted. */
  notCounted(): Promise<void>;
}
