import { readFileSync } from 'node:fs';
import { openSync, type Font } from 'fontkit';

/**
 * PDF fonts: DejaVu Sans, embedded, so names and titles print in any script it covers (Latin with every
 * diacritic, Greek, Cyrillic, symbols such as ✓, and its monochrome emoticons such as 😀), where the
 * standard PDF fonts know only Latin-1 and garbled the rest. Noto Sans SC (Chinese, kana) and Noto Sans
 * KR (Hangul) take over, per character, what DejaVu lacks.
 */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
  chinese: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  korean: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
} as const;

export type PdfFontName = keyof typeof PDF_FONTS;

/** Printed for a character no font can draw (most colour emoji): visibly "something was here". */
export const MISSING_GLYPH = '\uFFFD';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const opened = new Map<PdfFontName, Font>();
const bytes = new Map<PdfFontName, Buffer>();

function font(name: PdfFontName): Font {
  let f = opened.get(name);
  if (!f) opened.set(name, (f = openSync(PDF_FONTS[name])));
  return f;
}

/** A font file's bytes, read once (the CJK files are several megabytes), for `doc.registerFont`. */
export function fontBytes(name: PdfFontName): Buffer {
  let b = bytes.get(name);
  if (!b) bytes.set(name, (b = readFileSync(PDF_FONTS[name])));
  return b;
}

const drawable = (segment: string, f: Font) =>
  [...segment].every((ch) => f.hasGlyphForCodePoint(ch.codePointAt(0)!));

/**
 * The text as the billing PDF can show it in DejaVu alone: each user-perceived character (grapheme: an
 * emoji with its skin tone or joiners counts as one) that DejaVu regular or bold cannot draw becomes one
 * U+FFFD, instead of an empty box or a wrong glyph. The CSV of the same report keeps the exact text.
 */
export function printable(text: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if (/^\s+$/.test(segment)) out += ' ';
    else
      out += drawable(segment, font('regular')) && drawable(segment, font('bold')) ? segment : MISSING_GLYPH;
  }
  return out;
}

/** A stretch of text drawn in one font. */
export interface TextRun {
  text: string;
  font: PdfFontName;
}

/**
 * Splits text into runs, each grapheme in the first of `fonts` that draws all of it (whitespace stays
 * in the current run); a grapheme none draws becomes U+FFFD in the first font. Line breaks are kept
 * (CRLF and lone CR become LF); other whitespace becomes a space.
 */
export function fontRuns(text: string, fonts: readonly PdfFontName[]): TextRun[] {
  const runs: TextRun[] = [];
  const push = (segment: string, name: PdfFontName) => {
    const last = runs[runs.length - 1];
    if (last?.font === name) last.text += segment;
    else runs.push({ text: segment, font: name });
  };
  const normalized = text.normalize('NFC').replace(/\r\n?/g, '\n');
  for (const { segment } of graphemes.segment(normalized)) {
    if (segment === '\n') push('\n', runs[runs.length - 1]?.font ?? fonts[0]);
    else if (/^\s+$/.test(segment)) push(' ', runs[runs.length - 1]?.font ?? fonts[0]);
    else {
      const name = fonts.find((f) => drawable(segment, font(f)));
      push(name ? segment : MISSING_GLYPH, name ?? fonts[0]);
    }
  }
  return runs;
}
