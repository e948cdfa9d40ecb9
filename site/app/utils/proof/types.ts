// The keyless transparency API as the site reads it (docs/api.md, "Transparency"; CONTRACT-11).

/** One log entry of a notice: index and inclusion proof are null while it is pending (a few seconds). */
export interface ProofEntry {
  index: number | null;
  event: string;
  eventDate: string;
  loggedAt: string;
  noticeId: number;
  version: number;
  /** Standard base64 of SHA-256(0x00 ‖ entry bytes). */
  leafHash: string;
  entryUrl: string;
  inclusionProof: string[] | null;
}

export interface CheckpointSummary {
  origin: string;
  treeSize: number;
  rootHash: string;
  /** The signed note, verbatim. */
  note: string;
}

/** GET transparency/notices/{id}. */
export interface NoticeProof {
  noticeId: number;
  checkpoint: CheckpointSummary;
  entries: ProofEntry[];
}

export interface LogKey {
  name: string;
  keyId: string;
  /** Standard base64 of the raw 32-byte Ed25519 public key. */
  publicKey: string;
  verifierKey: string;
  createdAt: string;
  retiredAt: string | null;
}

/** GET transparency/keys. */
export interface LogKeys {
  origin: string;
  keys: LogKey[];
}

export interface LookupMatch {
  kind: 'attachment' | 'certificate' | 'entry';
  noticeId: number;
  title: string;
  name: string;
  index?: number | null;
  url: string;
}

/** GET transparency/lookup?sha256=. */
export interface LookupAnswer {
  sha256: string;
  matches: LookupMatch[];
}

/** The notice as the page shows it: what its log entries must record. */
export interface ShownNotice {
  id: number;
  title: string;
  content: string;
}
