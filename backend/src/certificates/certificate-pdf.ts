import { formatDateTime, formatDay } from '@notices/common';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontBytes, fontRuns, type PdfFontName } from '../common/pdf-text';
import { base64ToHex, type CertificateModel, type CertificateVersion } from './certificate-model';

const MARGIN = 50;
const QR_SIZE = 96;
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
function labelled(doc: Doc, label: string, value: string): void {
  doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
  write(doc, value, BODY, 10);
}

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
  doc.moveDown(0.3);
  doc.font('bold').fontSize(10).text('Signed note (C2SP tlog-checkpoint, Ed25519)');
  write(doc, checkpoint.note.trimEnd(), MONO, 6.5);
}

function statement(doc: Doc, model: CertificateModel): void {
  const dates = model.versions.flatMap((v) => v.publishedDates).map((d) => formatDay(d));
  const text =
    `This certifies that the notice above was published on the Michigan Public Notices platform ` +
    `(${model.siteUrl}) by ${model.publication} on the dates listed (${dates.join(', ')}), with the ` +
    `text shown. Each publication is recorded in the public transparency log ${model.checkpoint.origin}: ` +
    `the entries listed are included in its checkpoint of tree size ${model.checkpoint.treeSize}, signed ` +
    `by the log's key. Anyone can verify this without trusting the platform: scan the QR code or open the ` +
    `verify address above, or check the entries, proofs and checkpoint with the public key published at ` +
    `${model.siteUrl}/transparency. This document is digitally signed by the platform; any change to it ` +
    `invalidates the signature.`;
  const options = { align: 'justify' } as const;
  // The statement stays on one page, with its heading.
  const needed = doc.font('regular').fontSize(10).heightOfString(text, options) + 40;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(doc, 'Statement of publication');
  write(doc, text, BODY, 10, options);
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

/**
 * The certificate of publication, unsigned: header with the QR code, each published version (title,
 * type, counties, custom fields, published dates, full text), the log entries with their hashes and
 * inclusion proofs, the checkpoint with its signed note, and the statement of publication.
 */
export async function renderCertificatePdf(model: CertificateModel): Promise<Buffer> {
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

  await qr(doc, model.verifyUrl);
  const headerWidth = doc.page.width - MARGIN * 2 - QR_SIZE - 12;
  doc.x = MARGIN;
  doc.y = MARGIN;
  doc.font('bold').fontSize(20).text('Certificate of Publication', { width: headerWidth });
  doc.font('regular').fontSize(11).text('Michigan Public Notices', { width: headerWidth });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(10).text('Publication: ', { continued: true, width: headerWidth });
  write(doc, model.publication, BODY, 10, { width: headerWidth });
  doc.font('regular').fontSize(10).text(`Notice: ${model.rootId}`, { width: headerWidth });
  doc.text(`Issued: ${formatDateTime(model.generatedAt)} (America/Detroit)`, { width: headerWidth });
  doc.text(`Verify: ${model.verifyUrl}`, { width: headerWidth });
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 14);

  const several = model.versions.length > 1;
  for (const v of model.versions) version(doc, v, several);
  log(doc, model);
  statement(doc, model);
  footers(doc, model);
  doc.end();
  return done;
}
