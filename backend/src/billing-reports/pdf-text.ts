import { openSync } from 'fontkit';

/**
 * PDF fonts: DejaVu Sans, embedded, so names and titles print in any script it covers (Latin with every
 * diacritic, Greek, Cyrillic, symbols such as ✓, and its monochrome emoticons such as 😀), where the
 * standard PDF fonts know only Latin-1 and garbled the rest.
 */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** Printed for a character DejaVu cannot draw (most colour emoji, CJK): visibly "something was here". */
export const MISSING_GLYPH = '\uFFFD';

const fonts = [openSync(PDF_FONTS.regular), openSync(PDF_FONTS.bold)];
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text as the PDF can show it: each user-perceived character (grapheme: an emoji with its skin tone
 * or joiners counts as one) that the fonts cannot draw becomes one U+FFFD, instead of an empty box or
 * a wrong glyph. The CSV of the same report keeps the exact text.
 */
export function printable(text: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if (/^\s+$/.test(segment)) out += ' ';
    else
      out += [...segment].every((ch) => fonts.every((font) => font.hasGlyphForCodePoint(ch.codePointAt(0)!)))
        ? segment
        : MISSING_GLYPH;
  }
  return out;
}
