/** True for a character XML 1.0 can hold (tab, line breaks and everything from space up). */
function isXmlChar(code: number): boolean {
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Escapes text for XML content and attribute values. */
export function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\s\S]/g, (c) => (isXmlChar(c.charCodeAt(0)) ? c : ''));
}
