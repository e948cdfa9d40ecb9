import { FIELD_TYPES, type FieldType } from '@notices/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { oneOf } from '../database/schema';

/** A notice template with custom fields (table `notice_types`). */
@Entity('notice_types')
export class NoticeType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Set once a notice uses the type (by the notices issue); from then on it cannot change or go. */
  @Column({ name: 'notices_created', type: 'boolean', default: false })
  noticesCreated: boolean;

  @OneToMany(() => NoticeTypeField, (field) => field.noticeType)
  fields: NoticeTypeField[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One custom field of a notice type; ids stay stable across edits (notices' values refer to them). */
@Entity('notice_type_fields')
@Check('notice_type_fields_field_type_check', oneOf('field_type', FIELD_TYPES))
@Index('notice_type_fields_type', ['noticeTypeId', 'position'])
export class NoticeTypeField {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'notice_type_id', type: 'integer' })
  noticeTypeId: number;

  @ManyToOne(() => NoticeType, (type) => type.fields, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notice_type_id' })
  noticeType?: NoticeType;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ name: 'field_type', type: 'varchar', length: 16 })
  fieldType: FieldType;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
