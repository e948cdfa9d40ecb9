const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The SHA-256 of a file chosen in the browser, which never leaves it: WebCrypto where the page is a
 * secure context, else @noble/hashes (loaded only then).
 */
export async function sha256OfFile(
  file: Blob,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (subtle) return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
  const { sha256 } = await import('@noble/hashes/sha2');
  return toHex(sha256(bytes));
}
