import { Inject, Injectable } from '@nestjs/common';
import { HEALTH_CHECKS, type CheckResult, type HealthCheck } from './health-check';

/** A check that has not answered in this time is `down`: health must answer a load balancer quickly. */
const CHECK_TIMEOUT_MS = 3_000;

export type TimedResult = CheckResult & { latencyMs: number };

export interface HealthReport {
  /** A critical check failed (the primary database): the endpoint answers 503. */
  critical: boolean;
  status: 'ok' | 'degraded';
  checks: Record<string, TimedResult>;
}

@Injectable()
export class HealthService {
  constructor(@Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[]) {}

  /** Every check at once, each timed and bounded by CHECK_TIMEOUT_MS. */
  async report(): Promise<HealthReport> {
    const results = await Promise.all(this.checks.map(async (check) => [check, await timed(check)] as const));
    const failed = results.filter(([check, result]) => check.failed(result));
    return {
      critical: failed.some(([check]) => check.critical),
      status: failed.length ? 'degraded' : 'ok',
      checks: Object.fromEntries(results.map(([check, result]) => [check.name, result])),
    };
  }
}

async function timed(check: HealthCheck): Promise<TimedResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((done) => {
    timer = setTimeout(() => done({ status: 'down' }), CHECK_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([check.run().catch((): CheckResult => ({ status: 'down' })), timeout]);
    return { ...result, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
