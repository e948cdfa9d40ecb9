import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDay } from '@notices/common';
import type { CertificateModel, CertificateSigner } from '../../src/certificates/certificate-model';
import { renderCertificatePdf } from '../../src/certificates/certificate-pdf';
import { fontRuns, MISSING_GLYPH, printable } from '../../src/platform/pdf-text';
import { poppler, run, squeeze } from '../support/certificate-fixtures';

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

const SITE = 'https://notices.test';
const ORIGIN = 'notices.test/transparency';
const SIGNER: CertificateSigner = {
  name: 'Michigan Public Notices (development)',
  issuer: null,
  validUntil: new Date('2036-05-01T12:00:00Z'),
};
/** Weekly dates, as a notice run for several weeks has them. */
const DATES = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09'];

/** Base64 of `bytes` bytes derived from `seed`: hashes and signatures that look like the real ones. */
const base64 = (seed: string, bytes = 32) =>
  createHash('sha512').update(seed).digest().subarray(0, bytes).toString('base64');

/** A C2SP checkpoint: origin, size, root hash, a blank line, then one line per signature. */
function signedNote(origin: string, treeSize: number, signatures: number): string {
  const lines = Array.from({ length: signatures }, (_, i) =>
    i === 0 ? `— ${origin} ${base64('log', 68)}` : `— witness-${i}.example ${base64(`w${i}`, 68)}`,
  );
  return `${origin}\n${treeSize}\n${base64('root')}\n\n${lines.join('\n')}\n`;
}

/**
 * A one-version notice published on DATES. `proofLines` lengthens the last entry's inclusion proof;
 * `signatures` counts the note's signature lines (the log's, then witnesses').
 */
function certificateModel({ proofLines = 4, signatures = 1, origin = ORIGIN } = {}): CertificateModel {
  const treeSize = 1000;
  return {
    rootId: 40,
    publication: 'Lansing State Journal',
    versions: [
      {
        noticeId: 40,
        version: 1,
        title: 'Notice of Mortgage Foreclosure Sale',
        noticeType: 'Foreclosure',
        counties: ['Ingham', 'Eaton'],
        content: 'WHEREAS default has been made in the conditions of a mortgage.',
        fields: [{ label: 'Debtor', value: 'John Doe' }],
        publishedDates: DATES,
      },
    ],
    entries: DATES.map((date, i) => ({
      index: 900 + i,
      event: i === 0 ? 'published' : 'date_published',
      eventDate: date,
      version: 1,
      leafHash: base64(`leaf${i}`),
      inclusionProof: Array.from({ length: i === DATES.length - 1 ? proofLines : 4 }, (_, j) =>
        base64(`proof${i}.${j}`),
      ),
    })),
    checkpoint: {
      origin,
      treeSize,
      rootHash: base64('root'),
      note: signedNote(origin, treeSize, signatures),
    },
    verifyUrl: `${SITE}/notices/40#proof`,
    siteUrl: SITE,
    generatedAt: new Date('2026-02-09T15:30:00Z'),
  };
}

/** The certificate's text, page by page (pdftotext ends each page with a form feed). */
async function pages(model: CertificateModel): Promise<string[]> {
  const text = await poppler('pdftotext', await renderCertificatePdf(model, SIGNER));
  return text.split('\f').slice(0, -1);
}

describe('certificate of publication: page 1 is the statement, the proof follows', () => {
  it('puts the statement a clerk reads on page 1: publication, notice, dates, statement, signer, how to verify', async () => {
    const model = certificateModel();
    const [first, ...rest] = await pages(model);
    const page1 = squeeze(first);
    for (const expected of [
      'Certificate of Publication',
      'Publication: Lansing State Journal',
      'Counties: Ingham, Eaton',
      'Notice of Mortgage Foreclosure Sale',
      'Notice type: Foreclosure',
      ...DATES.map((d) => formatDay(d)),
      'This certifies that the notice above was published on the Michigan Public Notices platform',
      'Each publication is recorded in the public transparency log',
      'Digitally signed by: Michigan Public Notices (development)',
      'How to verify',
      `Verify: ${model.verifyUrl}`,
      'Scan the QR code',
    ])
      expect(page1).toContain(expected);
    // No base64 or hashes a reader cannot use: those are the proof details, after page 1.
    expect(first).not.toMatch(/[A-Za-z0-9+/=]{41,}/);
    expect(page1).not.toContain('Leaf hash');
    const proof = squeeze(rest.join('\n'));
    expect(proof).toContain(model.entries[0].leafHash);
    expect(proof).toContain(squeeze(model.checkpoint.note));
    expect(proof).toContain(model.versions[0].content);
  });

  it('draws the QR code of the verify address on page 1', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'certificate-qr-')), 'certificate.pdf');
    writeFileSync(path, await renderCertificatePdf(certificateModel(), SIGNER));
    const { stdout } = await run('pdfimages', ['-list', path]);
    // The list's rows after its two header lines: "page num type …" (the QR's alpha is a second row, smask).
    const rows = stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/));
    const imagePages = rows.filter(([, , type]) => type === 'image').map(([page]) => Number(page));
    expect(imagePages).toEqual([1]);
  });

  /** How many pages hold the whole signed note (squeezed: pdftotext breaks lines its own way). */
  async function pagesWithTheWholeNote(model: CertificateModel): Promise<number> {
    const note = squeeze(model.checkpoint.note);
    return (await pages(model)).filter((page) => squeeze(page).includes(note)).length;
  }

  it('draws the signed note whole on one page, wherever the proof before it ends', async () => {
    // A note with witnesses' cosignatures is tall: each step moves it down 30 proof lines, less than its
    // height, and the steps cover a page, so before, one of them broke it across pages (and a copy no
    // longer verified). (Each drawing takes a second or two here: a few steps, not a fine sweep.)
    for (const proofLines of [0, 30, 60, 90]) {
      const whole = await pagesWithTheWholeNote(certificateModel({ proofLines, signatures: 40 }));
      expect({ proofLines, whole }).toEqual({ proofLines, whole: 1 });
    }
  });

  it("shrinks the note's type so that a long log origin's signature line does not wrap either", async () => {
    const origin = 'michigan-public-notices.example.org/transparency';
    const model = certificateModel({ origin });
    expect(model.checkpoint.note).toContain(`— ${origin} `);
    expect(await pagesWithTheWholeNote(model)).toBe(1);
  });
});
