import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Notices one publishing transaction published, waiting for their alerts (alert-fanout.service.ts). Written in
 * that transaction, so a committed publication always has its batch; done once its alert rows are written,
 * in the transaction that writes them. Written and read with SQL.
 */
@Entity('alert_fanout')
@Index('alert_fanout_pending', ['id'], { where: 'done_at IS NULL' })
export class AlertFanoutBatch {
  /** bigserial: comes back from pg as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'notice_ids', type: 'integer', array: true })
  noticeIds: number[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;
}
