import { Injectable } from '@nestjs/common';
import { AppException } from '../common/app-exception';
import { Clock } from '../common/clock';

/**
 * Fixed-size sliding windows kept in memory. They are per process: with several API processes each
 * counts on its own (acceptable for one-process deployments; a shared store would be needed beyond).
 */
@Injectable()
export class RateLimiter {
  private readonly hits = new Map<string, { windowMs: number; times: number[] }>();

  constructor(private readonly clock: Clock) {}

  /** Counts one attempt for `key`; answers 429 too_many_requests when it is over `limit` in `windowMs`. */
  consume(key: string, limit: number, windowMs: number): void {
    const now = this.clock.now().getTime();
    const recent = (this.hits.get(key)?.times ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, { windowMs, times: recent });
      throw AppException.tooManyRequests();
    }
    recent.push(now);
    this.hits.set(key, { windowMs, times: recent });
    if (this.hits.size > 10_000) this.prune(now);
  }

  /** Answers 429 when `key` is already at `limit` in `windowMs`, without counting (for "failed attempts only" limits). */
  check(key: string, limit: number, windowMs: number): void {
    const now = this.clock.now().getTime();
    const recent = (this.hits.get(key)?.times ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= limit) throw AppException.tooManyRequests();
  }

  /** Test helper, and a way to forget every count. */
  reset(): void {
    this.hits.clear();
  }

  /** Forgets keys whose attempts have all left their window, so memory stays bounded. */
  private prune(now: number): void {
    for (const [key, entry] of this.hits) {
      if (entry.times.every((at) => at <= now - entry.windowMs)) this.hits.delete(key);
    }
  }
}

/** The limits of the accounts API (issue 2 §3). */
export const RATE_LIMITS = {
  loginPerIp: { limit: 25, windowMs: 5 * 60_000 },
  loginPerAccount: { limit: 25, windowMs: 60 * 60_000 },
  mailPerEmail: { limit: 5, windowMs: 30 * 60_000 },
  /** Failed client-credentials attempts (issue 6): per client id, and per IP across client ids. */
  clientFailuresPerClient: { limit: 10, windowMs: 15 * 60_000 },
  clientFailuresPerIp: { limit: 30, windowMs: 15 * 60_000 },
} as const;
