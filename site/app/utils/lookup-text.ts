import type { LookupMatch } from './proof/types';

export const NO_MATCH_TEXT = 'No published notice or certificate has this exact file.';
export const LOOKUP_UNAVAILABLE_TEXT = 'The check is unavailable right now. Please try again later.';
export const BAD_HASH_TEXT = 'Enter a SHA-256 as 64 hexadecimal characters (0–9 and a–f).';

/** What a file found by its hash is, in plain words. */
export function matchText(match: LookupMatch): string {
  const notice = `notice ${match.noticeId} (“${match.title}”)`;
  if (match.kind === 'certificate') return `This file is the certificate of ${notice}.`;
  if (match.kind === 'attachment') return `This file is the attachment “${match.name}” of ${notice}.`;
  return `This file is entry #${match.index ?? '?'} of the public log, for ${notice}.`;
}

/** The hash as typed or pasted: spaces and a `sha256sum` file name dropped, lower case; null if it is none. */
export function readSha256(text: string): string | null {
  const hex = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}
