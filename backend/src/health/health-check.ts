/** What every dependency check answers; a check may add details (transparency does). */
export interface CheckResult {
  status: string;
}

/**
 * One dependency of the health endpoint. The list is HEALTH_CHECKS (health.module.ts): a new
 * dependency (the read replica's) is a provider added there and a property of HealthChecksDto.
 */
export interface HealthCheck<R extends CheckResult = CheckResult> {
  /** The key under `checks` in the answer. */
  readonly name: string;
  /** A failed critical check (the primary database) answers 503; any other failure answers `degraded`. */
  readonly critical: boolean;
  run(): Promise<R>;
  failed(result: R): boolean;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

/** The usual answers of a dependency: reached, not reached, not set up here, or turned off here. */
export type DependencyStatus = 'ok' | 'down' | 'not_configured' | 'disabled';

/** Remembers a check's answer for `ms` (and shares one in flight), for checks that cost a round trip. */
export function remembered<R>(ms: number, run: () => Promise<R>): () => Promise<R> {
  let last: { at: number; result: Promise<R> } | null = null;
  return () => {
    if (!last || Date.now() - last.at >= ms) last = { at: Date.now(), result: run() };
    return last.result;
  };
}
