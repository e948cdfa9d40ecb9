import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An API user's access to one publication (unique per user and publication). */
@Entity('api_user_publications')
export class ApiUserPublication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @Column({ name: 'allow_free_notices', type: 'boolean', default: false })
  allowFreeNotices: boolean;
}
