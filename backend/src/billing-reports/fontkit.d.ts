/** The part of fontkit (pdfkit's font engine, no types of its own) that the billing PDF uses. */
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
