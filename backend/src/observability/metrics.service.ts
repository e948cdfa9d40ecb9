import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { Clock } from '../platform/clock';
import { ReadDatabase } from '../database/read-database';
import { routeLabel } from './route-label';
import { backlogQueries } from './backlog-queries';

/** Seconds; from a 5 ms API answer to a 10 s export download. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of this app (one registry per app, so tests can run several in one process):
 * request durations, Node's own, database pools, and the backlogs read from the database at scrape time.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly pools = new Map<string, Pool>();

  constructor(dataSource: DataSource, clock: Clock, reads: ReadDatabase) {
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    const pools = this.pools;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of each database pool: total open, idle, and callers waiting for one',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [name, pool] of pools) {
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
    this.registerPoolMetrics('primary', (dataSource.driver as PostgresDriver).master as Pool);
    this.registerPoolMetrics('public_reads', reads.publicReadsPool);
    if (reads.isSeparate) {
      this.registerPoolMetrics('replica', reads.pool);
      new Gauge({
        name: 'replica_lag_seconds',
        help: 'How long the oldest commit the read replica has not replayed has waited (0: caught up)',
        registers: [this.registry],
        collect() {
          this.set(reads.lagMs() / 1000);
        },
      });
    }
    backlogQueries(this.registry, dataSource, clock);
  }

  /** Adds a pg pool to `db_pool_connections` (the read replica's pool registers itself as `replica`). */
  registerPoolMetrics(name: string, pool: Pool): void {
    this.pools.set(name, pool);
  }

  /** Times every request (install before the routes); the route is known once the answer ends. */
  readonly timeRequests = (req: Request, res: Response, next: NextFunction): void => {
    const end = this.requestDuration.startTimer();
    res.once('finish', () =>
      end({ method: req.method, route: routeLabel(req, res), status: res.statusCode }),
    );
    next();
  };

  contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
