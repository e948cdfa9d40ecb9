import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A counter of rate-limiter-flexible's PostgreSQL store, in the library's own layout (rate-limiter.ts);
 * declared so the schema has one description. `expire` is in epoch milliseconds.
 */
@Entity('rate_limits')
// The library deletes rows expired an hour ago every five minutes.
@Index('rate_limits_expire', ['expire'])
export class RateLimit {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  /** bigint: comes back from pg as a string. */
  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
