import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Notice } from './notice.entity';

export type AttachmentKind = 'content' | 'public';

/** A file of a notice; `pending` until its upload is checked by `complete`. */
@Entity('notice_attachments')
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
