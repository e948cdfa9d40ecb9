import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { AppException } from '../platform/app-exception';
import type { Rule } from './rate-limits';

export const RATE_LIMITS_TABLE = 'rate_limits';

/** One counter, as the store answered it. */
export interface Count {
  consumed: number;
  msBeforeNext: number;
}

/**
 * rate-limiter-flexible counters in PostgreSQL (table from a migration), so that every API process
 * shares them and a restart forgets nothing. One limiter per rule and purpose, keys prefixed by name.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private limiter(name: string, rule: Rule): RateLimiterPostgres {
    const keyPrefix = keyPrefixOf(name, rule);
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        // One sweeper for the shared table is enough.
        clearExpiredByTimeout: this.limiters.size === 0,
        keyPrefix,
        points: rule.points,
        duration: rule.seconds,
      });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  /** Adds `points` (negative gives back) and answers the count; never refuses by itself. */
  async add(name: string, rule: Rule, key: string, points = 1): Promise<Count> {
    const limiter = this.limiter(name, rule);
    const res = points >= 0 ? await limiter.penalty(key, points) : await limiter.reward(key, -points);
    return countOf(res);
  }

  /** The points counted for `key` in its current window (0 when none or expired). */
  async points(name: string, rule: Rule, key: string): Promise<number> {
    const res = await this.limiter(name, rule).get(key);
    return res?.consumedPoints ?? 0;
  }

  /** Sets `key` to one point for a fresh window of `rule.seconds` (a remembered fact, not a count). */
  async remember(name: string, rule: Rule, key: string): Promise<void> {
    await this.limiter(name, rule).set(key, 1, rule.seconds);
  }

  async forget(name: string, rule: Rule, key: string): Promise<void> {
    await this.limiter(name, rule).delete(key);
  }

  /** Counts one request on every rule; 429 with Retry-After when any is over its limit. */
  async consumeAll(checks: Array<{ name: string; rule: Rule; key: string }>): Promise<void> {
    const counts = await Promise.all(checks.map((c) => this.add(c.name, c.rule, c.key)));
    const over = counts.filter((count, i) => count.consumed > checks[i].rule.points);
    if (over.length) throw tooManyRequests(Math.max(...over.map((count) => count.msBeforeNext)));
  }

  /** Forgets every count (tests, and an operator's way out). */
  async reset(): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${RATE_LIMITS_TABLE}`);
  }
}

/** The library stores `${keyPrefix}:${key}` in rate_limits.key (the metrics read the table by prefix). */
export function keyPrefixOf(name: string, rule: Rule): string {
  return `${name}:${rule.points}/${rule.seconds}`;
}

function countOf(res: RateLimiterRes): Count {
  return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
}

/** 429 too_many_requests, with the wait in whole seconds for the Retry-After header. */
export function tooManyRequests(msBeforeNext: number): AppException {
  return AppException.tooManyRequests(Math.max(1, Math.ceil(msBeforeNext / 1000)));
}
