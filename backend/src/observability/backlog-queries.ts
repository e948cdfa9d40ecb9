import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { keyPrefixOf, RATE_LIMITS_TABLE } from '../auth/rate-limiter';
import { CLIENT_FAILURES, LOGIN_FAILURES } from '../auth/rate-limits';
import type { Clock } from '../platform/clock';

/** pg-boss job states still to be worked, and `failed` (kept until pg-boss deletes it). */
const QUEUE_STATES = ['created', 'retry', 'active', 'failed'];

/**
 * Gauges read from the database when Prometheus scrapes (each a small indexed query), so every
 * instance reports the same shared backlog and nothing has to be counted as it happens.
 */
export function backlogQueries(registry: Registry, db: DataSource, clock: Clock): void {
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'pg-boss jobs by queue and state (created, retry, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // No pgboss schema until pg-boss first starts (RUN_JOBS=false everywhere): no series.
      const [{ exists }] = await db.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`);
      if (!exists) return;
      const rows: { name: string; state: string; count: number }[] = await db.query(
        `SELECT name, state::text, count(*)::int AS count FROM pgboss.job
          WHERE state::text = ANY($1) GROUP BY name, state`,
        [QUEUE_STATES],
      );
      for (const row of rows) this.set({ queue: row.name, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'alert_delivery_lag_seconds',
    help: 'Age of the oldest alert not yet delivered (0 when none waits)',
    registers: [registry],
    async collect() {
      const [row] = await db.query(
        `SELECT COALESCE(EXTRACT(EPOCH FROM $1::timestamptz - min(created_at)), 0)::float AS lag
           FROM alert_outbox WHERE delivered_at IS NULL`,
        [clock.now()],
      );
      this.set(Math.max(0, Number(row.lag)));
    },
  });
  new Gauge({
    name: 'scheduler_lateness_seconds',
    help: 'How long the oldest due publication date (midnight Michigan time) has waited to be published',
    registers: [registry],
    async collect() {
      // The scheduler's own question (scheduler.service.ts): due, pending, of a live current version.
      const [row] = await db.query(
        `SELECT COALESCE(EXTRACT(EPOCH FROM $1::timestamptz
                  - (min(d.date)::timestamp AT TIME ZONE 'America/Detroit')), 0)::float AS lateness
           FROM publication_dates d JOIN notices n ON n.id = d.notice_id
          WHERE d.date <= ($1::timestamptz AT TIME ZONE 'America/Detroit')::date
            AND NOT d.published AND NOT d.canceled AND n.status IN ('S', 'P') AND NOT n.has_next_version`,
        [clock.now()],
      );
      this.set(Math.max(0, Number(row.lateness)));
    },
  });
  new Gauge({
    name: 'auth_accounts_under_attack',
    help: 'Sign-in e-mails (kind login) and API client ids (kind client) whose failures passed the account cap in its window',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      for (const rules of [LOGIN_FAILURES, CLIENT_FAILURES]) {
        // The throttle's per-account counters (failure-throttle.ts), by the store's key prefix.
        const prefix = `${keyPrefixOf(`${rules.name}-failures-subject`, rules.subject)}:`;
        const [row] = await db.query(
          `SELECT count(*)::int AS count FROM ${RATE_LIMITS_TABLE}
            WHERE starts_with(key, $1) AND points > $2 AND expire > $3`,
          // The store stamps `expire` from the system clock (Date.now), not the product's Clock.
          [prefix, rules.subject.points, Date.now()],
        );
        this.set({ kind: rules.name }, row.count);
      }
    },
  });
  for (const channel of ['mail', 'sms'] as const)
    new Gauge({
      name: `${channel}_outbox_unsent`,
      help: `Messages in ${channel}_outbox not sent yet (waiting, retrying or given up)`,
      registers: [registry],
      async collect() {
        const [row] = await db.query(
          `SELECT count(*)::int AS count FROM ${channel}_outbox WHERE sent_at IS NULL`,
        );
        this.set(row.count);
      },
    });
}
