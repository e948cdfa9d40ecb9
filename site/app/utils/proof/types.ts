import type { ApiSchema } from '@notices/common';

// The keyless transparency API as the site reads it: the API contract's generated types
// (docs/openapi.json, tag transparency).

/** One log entry of a notice: index, entryUrl and inclusion proof are null while it is pending. */
export type ProofEntry = ApiSchema<'NoticeProofEntryDto'>;
/** GET transparency/notices/{id}. */
export type NoticeProof = ApiSchema<'NoticeProofDto'>;
export type LogKey = ApiSchema<'KeyDto'>;
/** GET transparency/keys. */
export type LogKeys = ApiSchema<'KeysDto'>;
export type LookupMatch = ApiSchema<'LookupMatchDto'>;
/** GET transparency/lookup?sha256=. */
export type LookupAnswer = ApiSchema<'LookupDto'>;

/** The notice as the page shows it: what its log entries must record. */
export interface ShownNotice {
  id: number;
  title: string;
  content: string;
}
