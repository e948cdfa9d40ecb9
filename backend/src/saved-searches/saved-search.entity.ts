import type { DateRangePreset } from '@notices/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../accounts/user.entity';

/** A user's saved search (its filters) with its alert settings (table `saved_searches`). */
@Entity('saved_searches')
@Check('saved_searches_match_keys_check', 'cardinality(match_keys) > 0')
@Index('saved_searches_user', ['userId', 'createdAt'])
// GIN without fastupdate, which TypeORM cannot write (AlertMatchKeys migration).
@Index('saved_searches_match_keys', { synchronize: false })
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** The search as the shared codec writes it (`encodeSearchQuery`). */
  @Column({ type: 'text', default: '' })
  query: string;

  @Column({ name: 'for_text', type: 'text', nullable: true })
  forText: string | null;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  pub: number[];

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  area: number[];

  @Column({ name: 'date_range', type: 'varchar', length: 2, nullable: true })
  dateRange: DateRangePreset | null;

  @Column({ name: 'from_value', type: 'varchar', length: 64, nullable: true })
  from: string | null;

  @Column({ name: 'to_value', type: 'varchar', length: 64, nullable: true })
  to: string | null;

  @Column({ type: 'integer', nullable: true })
  type: number | null;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  f: number[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  v: string[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ name: 'notifications_enabled', type: 'boolean', default: true })
  notificationsEnabled: boolean;

  @Column({ name: 'text_notifications_enabled', type: 'boolean', default: false })
  textNotificationsEnabled: boolean;

  @Column({ type: 'tsquery', nullable: true })
  tsquery: string | null;

  /** What the alert matcher pairs new notices on (alert-query.ts `matchKeys`). */
  @Column({ name: 'match_keys', type: 'text', array: true, default: () => "'{*}'" })
  matchKeys: string[];

  /** Holding one of the match keys satisfies the text: the matcher skips `@@`. */
  @Column({ name: 'match_exact', type: 'boolean', default: false })
  matchExact: boolean;

  @Column({ name: 'needs_row_check', type: 'boolean', default: false })
  needsRowCheck: boolean;

  @Column({ name: 'unsubscribe_token_hash', type: 'char', length: 64, unique: true })
  unsubscribeTokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
