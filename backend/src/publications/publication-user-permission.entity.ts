import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../accounts/user.entity';
import { Publication } from './publication.entity';

/** A publication manager's role in one publication (unique per user and publication). */
@Entity('publication_user_permissions')
@Unique('publication_user_permissions_unique', ['userId', 'publicationId'])
@Index('publication_user_permissions_publication', ['publicationId'])
export class PublicationUserPermission {
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

  @Column({ type: 'varchar', length: 64 })
  role: string;

  @Column({ name: 'has_permission_to_publish', type: 'boolean', default: false })
  hasPermissionToPublish: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
