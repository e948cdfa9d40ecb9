import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A stored file of a dump, as the manifest and the listing describe it. */
export interface DumpFile {
  name: string;
  size: number;
  /** Lower-case hex SHA-256 of the stored bytes. */
  sha256: string;
}

/** A finished open-data dump (table `open_data_dumps`): a row exists only once all its files are stored. */
@Entity('open_data_dumps')
export class OpenDataDump {
  /** The Detroit day of the export, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'date' })
  date: string;

  @Column({ name: 'generated_at', type: 'timestamptz' })
  generatedAt: Date;

  @Column({ name: 'notice_count', type: 'integer' })
  noticeCount: number;

  /** The transparency log's latest signed checkpoint note when the export started. */
  @Column({ type: 'text' })
  checkpoint: string;

  /** The two data files and the manifest, in that order. */
  @Column({ type: 'jsonb' })
  files: DumpFile[];
}
