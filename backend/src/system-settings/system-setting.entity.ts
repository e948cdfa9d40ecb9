import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One named setting; values are JSON so booleans, numbers and lists fit the same table. */
@Entity('system_settings')
export class SystemSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
