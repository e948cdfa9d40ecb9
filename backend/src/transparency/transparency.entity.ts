import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { oneOf } from '../database/schema';

export const LOG_EVENTS = [
  'published',
  'new_version',
  'date_published',
  'date_canceled',
  'files_changed',
] as const;
export type LogEvent = (typeof LOG_EVENTS)[number];

/**
 * One line of the transparency log: the RFC 8785 canonical JSON of a notice version at an event, kept
 * verbatim. `id` is the append order; `leafIndex` the position in the Merkle tree, given by the
 * integrator after commit (null while pending). No foreign keys: the log outlives whatever it describes.
 */
@Entity('transparency_entries')
@Check('transparency_entries_event_check', oneOf('event', LOG_EVENTS))
// "Exactly once" as a database fact: one event per publication date.
@Unique('transparency_entries_publication_date_id_event_key', ['publicationDateId', 'event'])
@Index('transparency_entries_root', ['rootId', 'id'])
@Index('transparency_entries_notice', ['noticeId'])
@Index('transparency_entries_pending', ['id'], { where: 'leaf_index IS NULL' })
// GET /transparency/lookup finds an entry by its leaf hash.
@Index('transparency_entries_leaf_hash', ['leafHash'])
export class TransparencyEntry {
  /** bigint: comes back from pg as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'leaf_index', type: 'bigint', nullable: true, unique: true })
  leafIndex: string | null;

  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  @Column({ name: 'root_id', type: 'integer' })
  rootId: number;

  @Column({ name: 'publication_date_id', type: 'integer', nullable: true })
  publicationDateId: number | null;

  @Column({ type: 'varchar', length: 16 })
  event: LogEvent;

  /** The canonical JSON, byte for byte what `GET /transparency/entries/{index}` serves. */
  @Column({ type: 'text' })
  body: string;

  /** SHA-256(0x00 ‖ body). */
  @Column({ name: 'leaf_hash', type: 'bytea' })
  leafHash: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The hash of a complete subtree: leaves [index·2^level, (index+1)·2^level); level 0 are the leaves. */
@Entity('transparency_nodes')
export class TransparencyNode {
  @PrimaryColumn({ type: 'smallint' })
  level: number;

  @PrimaryColumn({ type: 'bigint' })
  index: string;

  @Column({ type: 'bytea' })
  hash: Buffer;
}

/** A signed checkpoint (C2SP tlog-checkpoint); the first one's origin line fixes the log's origin. */
@Entity('transparency_checkpoints')
export class TransparencyCheckpoint {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'tree_size', type: 'bigint' })
  treeSize: string;

  @Column({ name: 'root_hash', type: 'bytea' })
  rootHash: Buffer;

  @Column({ name: 'key_name', type: 'varchar', length: 255 })
  keyName: string;

  /** The whole signed note, as served. */
  @Column({ type: 'text' })
  note: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A signing key's public half, published so old checkpoints stay verifiable after a rotation. */
@Entity('transparency_keys')
export class TransparencyKey {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  name: string;

  /** The note key id, 8 hex characters. */
  @Column({ name: 'key_id', type: 'char', length: 8 })
  keyId: string;

  /** The raw 32-byte Ed25519 public key. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
