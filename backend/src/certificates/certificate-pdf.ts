import { formatDateTime, formatDay } from '@notices/common';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontBytes, fontRuns, type PdfFontName } from '../platform/pdf-text';
import {
  base64ToHex,
  type CertificateModel,
  type CertificateSigner,
  type CertificateVersion,
} from './certificate-model';

const MARGIN = 50;
const QR_SIZE = 96;
/** The signed note's type size, smaller when its longest line would not fit the width (see noteFontSize). */
const NOTE_SIZE = 6.5;
const BODY: readonly PdfFontName[] = ['regular', 'chinese', 'korean'];
const BOLD: readonly PdfFontName[] = ['bold', 'chinese', 'korean'];
const MONO: readonly PdfFontName[] = ['mono', 'regular', 'chinese', 'korean'];
const EVENTS: Record<string, string> = {
  published: 'Published',
  new_version: 'New version published',
  date_published: 'Date published',
  date_canceled: 'Date canceled',
  files_changed: 'Files changed',
};

type Doc = PDFKit.PDFDocument;

/**
 * Writes text in runs, each grapheme in the first font that draws it, so any script prints. Line by line:
 * pdfkit drops a line break that ends a `continued` fragment, so each line ends its own last run.
 */
function write(doc: Doc, text: string, fonts: readonly PdfFontName[], size: number, options = {}): void {
  doc.fontSize(size);
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const runs = fontRuns(line, fonts);
    if (runs.length === 0) runs.push({ text: ' ', font: fonts[0] });
    runs.forEach((run, i) =>
      doc.font(run.font).text(run.text, { ...options, continued: i < runs.length - 1 }),
    );
  }
}

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8);
  write(doc, text, BOLD, 13);
  doc.moveDown(0.3);
}

/** "Label: value", the label in bold. */
function labelled(doc: Doc, label: string, value: string, options = {}): void {
  doc
    .font('bold')
    .fontSize(10)
    .text(`${label}: `, { ...options, continued: true });
  write(doc, value, BODY, 10, options);
}

/** Starts a new page unless `height` more points fit on this one. */
function keepOnOnePage(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The height a page holds between its margins. */
const pageHeight = (doc: Doc) => doc.page.height - doc.page.margins.top - doc.page.margins.bottom;

function version(doc: Doc, v: CertificateVersion, several: boolean): void {
  heading(doc, several ? `Notice, version ${v.version} (id ${v.noticeId})` : `Notice (id ${v.noticeId})`);
  write(doc, v.title, BOLD, 12);
  doc.moveDown(0.3);
  labelled(doc, 'Notice type', v.noticeType);
  labelled(doc, 'Counties', v.counties.join(', ') || '—');
  for (const field of v.fields) labelled(doc, field.label, field.value);
  labelled(doc, 'Published on', v.publishedDates.map((d) => formatDay(d)).join(', '));
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text('Full text of the notice');
  doc.moveDown(0.2);
  write(doc, v.content, BODY, 10, { align: 'left' });
}

function log(doc: Doc, model: CertificateModel): void {
  const { checkpoint } = model;
  heading(doc, 'Transparency log');
  write(
    doc,
    'Each entry is the canonical JSON (RFC 8785) of the notice as published; its leaf hash is ' +
      'SHA-256(0x00 ‖ entry), as in RFC 9162. Every entry below is included in the checkpoint that follows.',
    BODY,
    9,
  );
  if (model.entries.length === 0) {
    doc.moveDown(0.4);
    write(
      doc,
      'This notice was published before the log began: it has no entries yet. The checkpoint below is the log as it stood when this certificate was issued.',
      BODY,
      10,
    );
  }
  for (const e of model.entries) {
    doc.moveDown(0.4);
    const title = `Entry ${e.index} — ${EVENTS[e.event] ?? e.event} — ${formatDay(e.eventDate)} — version ${e.version}`;
    doc.font('bold').fontSize(10).text(title);
    write(doc, `Leaf hash (hex): ${base64ToHex(e.leafHash)}`, MONO, 8);
    write(doc, `Leaf hash (base64): ${e.leafHash}`, MONO, 8);
    write(doc, `Entry: ${model.siteUrl}/api/v1/transparency/entries/${e.index}`, MONO, 8);
    if (e.inclusionProof.length) {
      write(doc, `Inclusion proof to tree size ${checkpoint.treeSize}:`, MONO, 8);
      for (const hash of e.inclusionProof) write(doc, `  ${hash}`, MONO, 8);
    }
  }
  heading(doc, 'Checkpoint');
  labelled(doc, 'Origin', checkpoint.origin);
  labelled(doc, 'Tree size', String(checkpoint.treeSize));
  write(doc, `Root hash (base64): ${checkpoint.rootHash}`, MONO, 8);
  write(doc, `Root hash (hex): ${base64ToHex(checkpoint.rootHash)}`, MONO, 8);
  signedNote(doc, checkpoint.note.trimEnd());
}

/**
 * A reader copies the signed note out of the PDF and verifies it, line by line: a line that wraps, or a
 * note split by a page's footer, no longer verifies. The type shrinks until the longest line fits.
 */
function noteFontSize(doc: Doc, note: string): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('mono').fontSize(NOTE_SIZE);
  const widest = Math.max(...note.split('\n').map((line) => doc.widthOfString(line)));
  // A little under the width: pdfkit wraps a line that only just fits.
  return widest < width * 0.98 ? NOTE_SIZE : Math.floor((NOTE_SIZE * width * 0.98 * 10) / widest) / 10;
}

/** The signed note with its label, on one page: on the next when it does not fit in what is left. */
function signedNote(doc: Doc, note: string): void {
  const label = 'Signed note (C2SP tlog-checkpoint, Ed25519)';
  const size = noteFontSize(doc, note);
  doc.moveDown(0.3);
  const height =
    doc.font('bold').fontSize(10).heightOfString(label) +
    doc.font('mono').fontSize(size).heightOfString(note);
  // A note taller than a page (hundreds of cosignatures) cannot be whole anywhere: it runs on across pages.
  if (height <= pageHeight(doc)) keepOnOnePage(doc, height);
  doc.font('bold').fontSize(10).text(label);
  write(doc, note, MONO, size);
}

/** Draws the QR code of the verify URL in the first page's top-right corner, with the URL under it. */
async function qr(doc: Doc, url: string): Promise<void> {
  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 384 });
  const x = doc.page.width - MARGIN - QR_SIZE;
  doc.image(png, x, MARGIN, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('regular')
    .fontSize(6)
    .text('Scan to verify', x, MARGIN + QR_SIZE + 2, { width: QR_SIZE, align: 'center' });
}

/** The latest version: what the notice says now (every version is reproduced in the proof details). */
const latest = (model: CertificateModel) => model.versions[model.versions.length - 1];
const distinct = (values: string[]) => [...new Set(values)];

/** The title, the publication and its counties, beside the QR code of the verify address. */
async function header(doc: Doc, model: CertificateModel): Promise<void> {
  await qr(doc, model.verifyUrl);
  const width = doc.page.width - MARGIN * 2 - QR_SIZE - 12;
  doc.x = MARGIN;
  doc.y = MARGIN;
  doc.font('bold').fontSize(20).text('Certificate of Publication', { width });
  doc.font('regular').fontSize(11).text('Michigan Public Notices', { width });
  doc.moveDown(0.6);
  labelled(doc, 'Publication', model.publication, { width });
  labelled(doc, 'Counties', latest(model).counties.join(', ') || '—', { width });
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 14);
}

function noticeSummary(doc: Doc, model: CertificateModel): void {
  heading(doc, 'Notice');
  write(doc, latest(model).title, BOLD, 12);
  doc.moveDown(0.3);
  labelled(doc, 'Notice number', String(model.rootId));
  labelled(doc, 'Notice type', distinct(model.versions.map((v) => v.noticeType)).join(', '));
  if (model.versions.length > 1)
    labelled(doc, 'Versions', model.versions.map((v) => `${v.version} (id ${v.noticeId})`).join(', '));
}

function publicationDates(doc: Doc, model: CertificateModel): void {
  heading(doc, 'Dates of publication');
  for (const v of model.versions) {
    const dates = v.publishedDates.map((d) => formatDay(d)).join(', ');
    if (model.versions.length > 1) labelled(doc, `Version ${v.version}`, dates);
    else write(doc, dates, BODY, 10);
  }
}

/** What the platform can prove, and no more: published on its site, on those dates, with that text. */
function statement(doc: Doc, model: CertificateModel): void {
  const { checkpoint } = model;
  const logged = model.entries.length
    ? `Each publication is recorded in the public transparency log ${checkpoint.origin}: the entries listed ` +
      `in the proof details are included in its checkpoint of tree size ${checkpoint.treeSize}, signed by ` +
      `the log's key.`
    : `This notice was published before the public transparency log ${checkpoint.origin} began: its ` +
      `publication is not recorded there.`;
  const text =
    `This certifies that the notice above was published on the Michigan Public Notices platform ` +
    `(${model.siteUrl}) by ${model.publication} on each date listed above, with the text reproduced in ` +
    `full in the proof details. ${logged} This document is digitally signed by the platform; any change ` +
    `to it invalidates the signature.`;
  // Left-aligned: justified, the long log origin and URLs leave gaps across a line.
  const options = { align: 'left' } as const;
  // The statement stays on one page, with its heading (page 1 runs over only with very many dates).
  keepOnOnePage(doc, doc.font('regular').fontSize(10).heightOfString(text, options) + 40);
  heading(doc, 'Statement of publication');
  write(doc, text, BODY, 10, options);
}

function signedBy(doc: Doc, model: CertificateModel, signer: CertificateSigner): void {
  const validUntil = `valid until ${formatDay(signer.validUntil)}`;
  heading(doc, 'Signed by');
  labelled(doc, 'Digitally signed by', signer.name);
  labelled(
    doc,
    'Signing certificate',
    signer.issuer
      ? `issued by ${signer.issuer}, ${validUntil}`
      : `self-signed, ${validUntil} (PDF readers call its validity unknown until it is trusted)`,
  );
  labelled(doc, 'Signed on', `${formatDateTime(model.generatedAt)} (America/Detroit)`);
}

/** The checks of docs/certificates.md, in the order a reader without tools can make them. */
function howToVerify(doc: Doc, model: CertificateModel): void {
  heading(doc, 'How to verify');
  write(
    doc,
    "1. Scan the QR code at the top of this page, or open the address below: the notice's page on the " +
      'platform shows its text, its dates and their record in the transparency log.',
    BODY,
    10,
  );
  labelled(doc, 'Verify', model.verifyUrl);
  doc.moveDown(0.3);
  write(
    doc,
    "2. Open this file's signatures in Adobe Acrobat or Reader (or run pdfsig): a valid signature means " +
      'not one byte has changed since the platform signed it.',
    BODY,
    10,
  );
  doc.moveDown(0.3);
  write(
    doc,
    `3. Check this file at ${model.siteUrl}/transparency, which finds every certificate the platform ` +
      "issued. The proof details on the following pages let anyone check the log's record with the log's " +
      'public key, published there, without trusting the platform.',
    BODY,
    10,
  );
}

/** From a new page: each version in full, then the log entries, their proofs and the signed checkpoint. */
function proofDetails(doc: Doc, model: CertificateModel): void {
  doc.addPage();
  doc.font('bold').fontSize(16).text('Proof details');
  doc.moveDown(0.3);
  write(
    doc,
    'What the statement of publication rests on: the full text of each published version, the ' +
      "transparency log's entries with their hashes and inclusion proofs, and the log's signed checkpoint.",
    BODY,
    10,
  );
  const several = model.versions.length > 1;
  for (const v of model.versions) version(doc, v, several);
  log(doc, model);
}

function footers(doc: Doc, model: CertificateModel): void {
  const range = doc.bufferedPageRange();
  doc.font('regular').fontSize(8);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift the margin while numbering.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(
      `Certificate of Publication — notice ${model.rootId} — page ${i + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - MARGIN / 2 - 10,
      { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
}

/** A letter-size document with the certificate's fonts and metadata, and its bytes once ended. */
function newDocument(model: CertificateModel): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const name of ['regular', 'bold', 'mono', 'chinese', 'korean'] as const)
    doc.registerFont(name, fontBytes(name));
  doc.info.Title = `Certificate of Publication — notice ${model.rootId}`;
  doc.info.Author = 'Michigan Public Notices';
  doc.info.CreationDate = model.generatedAt;
  return { doc, done };
}

/**
 * The certificate of publication, unsigned. Page 1 is the statement a clerk or a judge reads in a minute:
 * the publication, the notice, each date it ran, the statement of publication, who signs, how to verify
 * and the QR code, with no hash or base64 on it. The proof details follow from page 2: each published
 * version in full, the log entries with their hashes and inclusion proofs, the checkpoint and its signed
 * note (whole on one page).
 */
export async function renderCertificatePdf(
  model: CertificateModel,
  signer: CertificateSigner,
): Promise<Buffer> {
  const { doc, done } = newDocument(model);
  await header(doc, model);
  noticeSummary(doc, model);
  publicationDates(doc, model);
  statement(doc, model);
  signedBy(doc, model, signer);
  howToVerify(doc, model);
  proofDetails(doc, model);
  footers(doc, model);
  doc.end();
  return done;
}
