import { fontRuns, MISSING_GLYPH, printable } from '../src/common/pdf-text';

const BODY = ['regular', 'chinese', 'korean'] as const;

describe('PDF text: a font per run', () => {
  it('keeps Latin, Greek and Cyrillic in DejaVu and hands Chinese, kana and Hangul to the Noto fonts', () => {
    expect(fontRuns('Sale Δ Ж 漢字かな 한글 end', BODY)).toEqual([
      { text: 'Sale Δ Ж ', font: 'regular' },
      { text: '漢字かな ', font: 'chinese' },
      { text: '한글 ', font: 'korean' },
      { text: 'end', font: 'regular' },
    ]);
  });

  it('turns each grapheme no font draws into one U+FFFD (an emoji with its skin tone is one)', () => {
    expect(fontRuns('a 👍🏽 b 🎉', BODY)).toEqual([
      { text: `a ${MISSING_GLYPH} b ${MISSING_GLYPH}`, font: 'regular' },
    ]);
  });

  it('keeps line breaks (CRLF and CR become LF) and turns other whitespace into spaces', () => {
    expect(
      fontRuns('a\r\nb\rc\td', BODY)
        .map((r) => r.text)
        .join(''),
    ).toBe('a\nb\nc d');
  });

  it("leaves the billing PDF's DejaVu-only text as it was: CJK is U+FFFD there", () => {
    expect(printable('Zażółć Ελληνικά 漢 😀\tx')).toBe(`Zażółć Ελληνικά ${MISSING_GLYPH} 😀 x`);
  });
});
