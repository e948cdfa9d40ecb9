import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { LOG_EVENTS, type LogEvent } from '../transparency.entity';

/** A tree size or index as sent: canonical decimal digits (no sign, no leading zero), at most 15. */
export const COUNT = /^(0|[1-9][0-9]{0,14})$/;
export const COUNT_RULE = 'must be a whole number from 0';

/** The same from 1: RFC 9162 defines no consistency proof from the empty tree (size 0). */
const POSITIVE_COUNT = /^[1-9][0-9]{0,14}$/;
const POSITIVE_COUNT_RULE = 'must be a whole number from 1';

function Count(description: string, minimum: 0 | 1 = 0) {
  const [pattern, rule] = minimum === 0 ? [COUNT, COUNT_RULE] : [POSITIVE_COUNT, POSITIVE_COUNT_RULE];
  return (target: object, key: string) => {
    ApiProperty({ type: 'integer', minimum, description })(target, key);
    IsString({ message: rule })(target, key);
    Matches(pattern, { message: rule })(target, key);
  };
}

export class InclusionQueryDto {
  @Count('the leaf index; below treeSize') index: string;
  @Count('a tree size no larger than the latest checkpoint') treeSize: string;
}

export class ConsistencyQueryDto {
  @Count('the older tree size, from 1 (no proof is defined from the empty tree)', 1) from: string;
  @Count('the newer tree size, no larger than the latest checkpoint') to: string;
}

export class LookupQueryDto {
  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: 'a SHA-256 digest, 64 hex digits' })
  @IsString({ message: 'must be 64 hex digits' })
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'must be 64 hex digits' })
  sha256: string;
}

export class CheckpointDto {
  @ApiProperty({ example: 'localhost:3000/transparency' }) origin: string;
  @ApiProperty({ type: 'integer' }) treeSize: number;
  @ApiProperty({ description: 'standard base64' }) rootHash: string;
  @ApiProperty({ description: 'the signed note (C2SP tlog-checkpoint)' }) note: string;
}

export class NoticeProofEntryDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null while pending (a few seconds)' })
  index: number | null;
  @ApiProperty({ enum: LOG_EVENTS }) event: LogEvent;
  @ApiProperty({ example: '2026-11-24' }) eventDate: string;
  @ApiProperty({ example: '2026-11-24T05:00:00.000Z' }) loggedAt: string;
  @ApiProperty({ type: 'integer', description: 'the version this entry is about' }) noticeId: number;
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({ description: 'SHA-256(0x00 ‖ entry bytes), standard base64' }) leafHash: string;
  @ApiProperty({ type: String, nullable: true, example: '/api/v1/transparency/entries/17' })
  entryUrl: string | null;
  @ApiProperty({ type: [String], nullable: true, description: 'to the checkpoint; null while pending' })
  inclusionProof: string[] | null;
}

export class NoticeProofDto {
  @ApiProperty({ type: 'integer' }) noticeId: number;
  @ApiProperty({ type: CheckpointDto }) checkpoint: CheckpointDto;
  @ApiProperty({ type: [NoticeProofEntryDto] }) entries: NoticeProofEntryDto[];
}

export class KeyDto {
  @ApiProperty() name: string;
  @ApiProperty({ example: 'c74f20a3' }) keyId: string;
  @ApiProperty({ description: 'raw 32-byte Ed25519 public key, base64' }) publicKey: string;
  @ApiProperty({ description: 'signed-note verifier key <name>+<key id>+<base64(0x01 ‖ key)>' })
  verifierKey: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) retiredAt: string | null;
}

export class KeysDto {
  @ApiProperty() origin: string;
  @ApiProperty({ type: [KeyDto] }) keys: KeyDto[];
}

export class InclusionProofDto {
  @ApiProperty({ type: 'integer' }) index: number;
  @ApiProperty({ type: 'integer' }) treeSize: number;
  @ApiProperty({ description: 'standard base64' }) leafHash: string;
  @ApiProperty({ type: [String], description: 'RFC 9162 inclusion path, leaf side first, base64' })
  proof: string[];
}

export class ConsistencyProofDto {
  @ApiProperty({ type: 'integer' }) from: number;
  @ApiProperty({ type: 'integer' }) to: number;
  @ApiProperty({ type: [String], description: 'RFC 9162 consistency proof, base64' }) proof: string[];
}

export class LookupMatchDto {
  @ApiProperty({ enum: ['attachment', 'certificate', 'entry'] }) kind: 'attachment' | 'certificate' | 'entry';
  @ApiProperty({ type: 'integer' }) noticeId: number;
  @ApiProperty() title: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ type: 'integer', description: 'the leaf index (kind entry)' }) index?: number;
  @ApiProperty({ example: '/notices/40' }) url: string;
}

export class LookupDto {
  @ApiProperty() sha256: string;
  @ApiProperty({ type: [LookupMatchDto] }) matches: LookupMatchDto[];
}
