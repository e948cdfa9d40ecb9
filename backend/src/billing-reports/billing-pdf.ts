import PDFDocument from 'pdfkit';
import type { BillingReportLine } from './billing-report.entity';
import type { BillingReportView } from './billing-reports.service';
import { formatDay } from '@notices/common';
import { PAYMENT_METHOD_LABELS, reportPeriod } from './billing-format';
import { PDF_FONTS, printable } from '../common/pdf-text';

const MARGIN = 50;
const ROW_HEIGHT = 18;
const COLUMNS = [
  { title: 'Notice ID', x: MARGIN, width: 70 },
  { title: 'Title', x: MARGIN + 75, width: 330 },
  { title: 'Publication date', x: MARGIN + 410, width: 100 },
] as const;

/** Titles are cut to one line, so every row has the same height and page breaks are predictable. */
function oneLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('Bold').fontSize(10);
  for (const c of COLUMNS) doc.text(c.title, c.x, y, { width: c.width, lineBreak: false });
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT - 4)
    .lineTo(doc.page.width - MARGIN, y + ROW_HEIGHT - 4)
    .stroke();
  doc.font('Body').fontSize(10);
  return y + ROW_HEIGHT;
}

/**
 * The billing report as a PDF: header (publication, period, payment method and period), the table of
 * billed notice dates with its header repeated on every page, totals, and "Page N of M" footers
 * (pages are buffered so the total is known when numbering).
 */
export function renderBillingPdf(report: BillingReportView, lines: BillingReportLine[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', PDF_FONTS.regular);
  doc.registerFont('Bold', PDF_FONTS.bold);
  doc.info.Title = `Billing report ${report.id}`;
  doc.font('Bold').fontSize(16).text('Billing report');
  doc.font('Body').fontSize(11).moveDown(0.5);
  doc.text(`Publication: ${printable(report.publication.name)}`);
  doc.text(`Period: ${reportPeriod(report)} (America/Detroit)`);
  doc.text(`Payment method: ${PAYMENT_METHOD_LABELS[report.paymentMethod] ?? report.paymentMethod}`);
  doc.text(`Payment period: ${report.paymentPeriod === 'WEEK' ? 'Week' : 'Month'}`);
  doc.moveDown();

  const bottom = doc.page.height - MARGIN - ROW_HEIGHT * 2; // room kept for the footer
  let y = tableHeader(doc, doc.y);
  for (const line of lines) {
    if (y > bottom) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
    }
    const cells = [String(line.noticeId), printable(line.title), formatDay(line.day)];
    COLUMNS.forEach((c, i) =>
      doc.text(oneLine(doc, cells[i], c.width), c.x, y, { width: c.width, lineBreak: false }),
    );
    y += ROW_HEIGHT;
  }
  if (y > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('Bold').fontSize(11);
  doc.text(`Notices billed: ${report.noticesCount}`, MARGIN, y + ROW_HEIGHT / 2, { lineBreak: false });
  doc.text(`Publication dates: ${lines.length}`, MARGIN, y + ROW_HEIGHT * 1.5, { lineBreak: false });

  const range = doc.bufferedPageRange();
  doc.font('Body').fontSize(9);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift the margin while numbering.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN / 2 - 10, {
      width: doc.page.width - MARGIN * 2,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
