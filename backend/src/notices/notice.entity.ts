import { NOTICE_STATUSES, type NoticeStatus, type SubmissionType } from '@notices/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { oneOf } from '../database/schema';
import { NoticeType, NoticeTypeField } from '../notice-types/notice-type.entity';
import type { Address } from '../publications/publication.entity';
import { Publication } from '../publications/publication.entity';
import { User } from '../accounts/user.entity';
import { NoticeAttachment } from './notice-attachment.entity';
import { PublicationDate } from './publication-date.entity';

/** Search only looks at public notices (those with a latest published day). */
const PUBLIC = 'latest_pub_date IS NOT NULL';

/**
 * One version of a notice (table `notices`); versions of one notice share `rootId`. The search columns
 * are filled by triggers (Search and SearchCoveringIndex migrations); the descending, covering and
 * expression indexes are beyond TypeORM and have those migrations as their source.
 */
@Entity('notices')
@Check('notices_status_check', oneOf('status', NOTICE_STATUSES))
// The migration's order (common's SUBMISSION_TYPES lists them the other way round).
@Check('notices_submission_type_check', oneOf('submission_type', ['normal', 'api']))
@Index('notices_root', ['rootId', 'version'])
@Index('notices_publication', ['publicationId'])
@Index('notices_notice_type', ['noticeTypeId'])
@Index('notices_created_at', ['createdAt'])
@Index('notices_previous_version', ['previousVersionId'], { where: 'previous_version_id IS NOT NULL' })
@Index('notices_created_by', ['createdBy'], { where: 'created_by IS NOT NULL' })
// gin (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date), phrase_keys):
// SearchKeys, PhraseKeys
@Index('notices_search', { synchronize: false })
@Index('notices_county_ids', ['countyIds'], { type: 'gin', where: PUBLIC })
// The notices list's search box over drafts, scheduled and archived versions (NoticeListSearch).
@Index('notices_search_unpublished', ['search'], { type: 'gin', where: 'latest_pub_date IS NULL' })
// (latest_pub_date DESC, id DESC) INCLUDE (county_ids, publication_id, notice_type_id, first_pub_date)
@Index('notices_latest', { synchronize: false })
@Index('notices_pub_latest', { synchronize: false }) // (publication_id, latest_pub_date DESC, id DESC)
@Index('notices_type_latest', { synchronize: false }) // (notice_type_id, latest_pub_date DESC, id DESC)
@Index('notices_pub_span', { synchronize: false }) // ((latest_pub_date - first_pub_date))
export class Notice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'root_id', type: 'integer', nullable: true })
  rootId: number | null;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'previous_version_id', type: 'integer', nullable: true })
  previousVersionId: number | null;

  @ManyToOne(() => Notice, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'previous_version_id' })
  previousVersion?: Notice;

  @Column({ name: 'has_next_version', type: 'boolean', default: false })
  hasNextVersion: boolean;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'char', length: 1, default: 'D' })
  status: NoticeStatus;

  @Column({ name: 'submission_type', type: 'varchar', length: 8, default: 'normal' })
  submissionType: SubmissionType;

  @Column({ type: 'boolean', default: false })
  free: boolean;

  @Column({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @ManyToOne(() => Publication)
  @JoinColumn({ name: 'publication_id' })
  publication?: Publication;

  @Column({ name: 'notice_type_id', type: 'integer' })
  noticeTypeId: number;

  @ManyToOne(() => NoticeType)
  @JoinColumn({ name: 'notice_type_id' })
  noticeType?: NoticeType;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  /** The public version's newest published day (null: not public); kept by triggers, never written here. */
  @Column({
    name: 'latest_pub_date',
    type: 'date',
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  latestPubDate?: string | null;

  /** The public version's oldest published day; kept by triggers. */
  @Column({
    name: 'first_pub_date',
    type: 'date',
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  firstPubDate?: string | null;

  /** The publication's area, copied by triggers for search. */
  @Column({
    name: 'county_ids',
    type: 'integer',
    array: true,
    default: () => "'{}'",
    select: false,
    insert: false,
    update: false,
  })
  countyIds?: number[];

  /** Weighted text of the notice for full-text search; kept by triggers. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  search?: string | null;

  /** A key for each pair of adjacent lexemes of `search`, for phrases (PhraseKeys); kept by triggers. */
  @Column({
    name: 'phrase_keys',
    type: 'integer',
    array: true,
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  phraseKeys?: number[] | null;

  @OneToMany(() => NoticeFieldValue, (v) => v.notice)
  fieldValues?: NoticeFieldValue[];

  @OneToMany(() => PublicationDate, (d) => d.notice)
  publicationDates?: PublicationDate[];

  @OneToMany(() => NoticeAttachment, (a) => a.notice)
  attachments?: NoticeAttachment[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A custom field's value; exactly one of text, date, dateTime, address is set, per the field's type. */
@Entity('notice_field_values')
@Unique('notice_field_values_unique', ['noticeId', 'fieldId'])
// A trigram index serves ILIKE '%…%'; TypeORM cannot write an operator class (SearchFilterIndexes migration).
@Index('notice_field_values_text_trgm', { synchronize: false }) // USING gin (text gin_trgm_ops)
export class NoticeFieldValue {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  @ManyToOne(() => Notice, (n) => n.fieldValues, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notice_id' })
  notice?: Notice;

  @Column({ name: 'field_id', type: 'integer' })
  fieldId: number;

  @ManyToOne(() => NoticeTypeField)
  @JoinColumn({ name: 'field_id' })
  field?: NoticeTypeField;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** A calendar day 'YYYY-MM-DD' (TypeORM hands `date` columns back as strings). */
  @Column({ type: 'date', nullable: true })
  date: string | null;

  @Column({ name: 'date_time', type: 'timestamptz', nullable: true })
  dateTime: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  address: Address | null;
}
