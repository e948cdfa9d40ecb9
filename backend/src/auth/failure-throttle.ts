import { clientAddress } from './client-address';
import { RateLimiter, tooManyRequests, type Count } from './rate-limiter';
import type { FailureRules } from './rate-limits';

type Part = 'pair' | 'ip' | 'subject';

/**
 * Throttles guessing of one kind of credential (see FailureRules). An attempt reserves one failure on
 * each counter before the secret is checked, so concurrent guesses cannot all slip under a limit and,
 * once over it, even a right guess learns nothing; a success or a refusal for another reason gives the
 * reservation back, so at rest the counters hold failures only.
 */
export class FailureThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: FailureRules,
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
      // The account's own limit does not refuse anyone; it only tightens each pair's.
      if (part !== 'subject' && counts[part].consumed > this.rules[part].points) await refuse(counts[part]);
    }
    const underAttack = counts.subject.consumed > this.rules.subject.points;
    if (underAttack && counts.pair.consumed > this.rules.pairUnderAttack) await refuse(counts.pair);
    return {
      failed: async () => undefined,
      succeeded: async () => {
        await Promise.all([
          this.limiter.forget(this.name('pair'), this.rules.pair, keys.pair),
          giveBack(['ip', 'subject']),
        ]);
      },
      notCounted: async () => {
        await giveBack(reserved);
      },
    };
  }

  private name(part: Part): string {
    return `${this.rules.name}-failures-${part}`;
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
