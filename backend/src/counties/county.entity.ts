import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A county of the state; ids are stable (saved searches and notices refer to them). */
@Entity('counties')
export class County {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255, unique: true })
  alias: string;

  @Column({ type: 'char', length: 2 })
  state: string;
}
