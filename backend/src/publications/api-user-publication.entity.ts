import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Publication } from './publication.entity';

/** An API user's access to one publication (unique per user and publication). */
@Entity('api_user_publications')
@Unique('api_user_publications_unique', ['userId', 'publicationId'])
@Index('api_user_publications_publication', ['publicationId'])
export class ApiUserPublication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @ManyToOne(() => Publication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'publication_id' })
  publication?: Publication;

  @Column({ name: 'allow_free_notices', type: 'boolean', default: false })
  allowFreeNotices: boolean;
}
