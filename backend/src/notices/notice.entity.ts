import type { NoticeStatus, SubmissionType } from '@notices/common';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { NoticeType } from '../notice-types/notice-type.entity';
import type { Address } from '../publications/publication.entity';
import { Publication } from '../publications/publication.entity';
import { NoticeAttachment } from './notice-attachment.entity';
import { PublicationDate } from './publication-date.entity';

/** One version of a notice (table `notices`); versions of one notice share `rootId`. */
@Entity('notices')
export class Notice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'root_id', type: 'integer', nullable: true })
  rootId: number | null;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'previous_version_id', type: 'integer', nullable: true })
  previousVersionId: number | null;

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
