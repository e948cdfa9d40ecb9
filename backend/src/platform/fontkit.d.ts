/** The part of fontkit (pdfkit's font engine, no types of its own) that our PDFs use. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
