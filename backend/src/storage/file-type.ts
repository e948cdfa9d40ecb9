/** The real type of a file from its first bytes; extensions and declared types can lie. */
export type DetectedType = 'image/png' | 'image/jpeg' | 'application/pdf' | 'text/plain' | null;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-');

/** Text: valid UTF-8 (an incomplete last character is allowed: we may see only the start) and no NUL. */
function looksLikeText(start: Buffer): boolean {
  if (start.includes(0)) return false;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(start);
  const replacement = decoded.indexOf('\uFFFD');
  return replacement === -1 || replacement >= decoded.length - 1;
}

export function detectType(start: Buffer): DetectedType {
  if (start.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (start.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (start.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  if (start.length > 0 && looksLikeText(start)) return 'text/plain';
  return null;
}

/** Bytes to read for detectType. */
export const SNIFF_BYTES = 512;
