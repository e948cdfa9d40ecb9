import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Notice } from '../notices/notice.entity';

/**
 * A signed certificate of publication as it was downloaded. A new one is made when the notice gains a
 * log entry; older ones are kept, so a certificate downloaded earlier is still found by its SHA-256.
 */
@Entity('notice_certificates')
@Index('notice_certificates_root', ['rootId', 'id'])
@Index('notice_certificates_sha256', ['sha256'])
export class NoticeCertificate {
  @PrimaryGeneratedColumn()
  id: number;

  /** The notice's first version: a certificate covers every published version. */
  @Column({ name: 'root_id', type: 'integer' })
  rootId: number;

  @ManyToOne(() => Notice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'root_id' })
  root?: Notice;

  /** The state it was made for: the notice's last log entry and the checkpoint it prints. */
  @Column({ name: 'last_entry_index', type: 'bigint' })
  lastEntryIndex: string;

  @Column({ name: 'tree_size', type: 'bigint' })
  treeSize: string;

  /** Lower-case hex SHA-256 of `pdf`. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'bytea' })
  pdf: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
