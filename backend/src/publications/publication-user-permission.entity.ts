import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A publication manager's role in one publication (unique per user and publication). */
@Entity('publication_user_permissions')
export class PublicationUserPermission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @Column({ type: 'varchar', length: 64 })
  role: string;

  @Column({ name: 'has_permission_to_publish', type: 'boolean', default: false })
  hasPermissionToPublish: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
