import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { oneOf } from '../database/schema';
import { Notice } from './notice.entity';

export const ATTACHMENT_KINDS = ['content', 'public'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A file of a notice; `pending` until its upload is checked by `complete`. */
@Entity('notice_attachments')
@Check('notice_attachments_kind_check', oneOf('kind', ATTACHMENT_KINDS))
@Check('notice_attachments_status_check', oneOf('status', ['pending', 'ready']))
@Index('notice_attachments_notice', ['noticeId'])
// GET /transparency/lookup finds a downloaded file by its digest (TransparencyLog migration).
@Index('notice_attachments_sha256', ['sha256'], { where: 'sha256 IS NOT NULL' })
export class NoticeAttachment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  @ManyToOne(() => Notice, (n) => n.attachments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notice_id' })
  notice?: Notice;

  @Column({ type: 'varchar', length: 8 })
  kind: AttachmentKind;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 255, unique: true })
  storageKey: string;

  /** Hex SHA-256 of the bytes accepted at `complete`. */
  @Column({ type: 'char', length: 64, nullable: true })
  sha256: string | null;

  @Column({ type: 'varchar', length: 8, default: 'pending' })
  status: 'pending' | 'ready';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
