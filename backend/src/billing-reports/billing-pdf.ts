import PDFDocument from 'pdfkit';
import { formatDay, formatMoney } from '@notices/common';
import type { Address, Contact } from '../publications/publication.entity';
import { PAYMENT_METHOD_LABELS, type BillingStatement } from './billing-format';
import { PDF_FONTS, printable } from '../platform/pdf-text';

/** Who issues the statement (the platform), as the certificates and e-mails name it. */
export const BILLING_ISSUER = 'Michigan Public Notices';

const MARGIN = 50;
const PAD = 4;
const BODY_SIZE = 9;
const HEADER_ROW = 18;

interface Column {
  title: string;
  width: number;
  align?: 'right';
}

/** The table's columns; the amount column only when the statement has a price. */
function columnsOf(statement: BillingStatement, contentWidth: number) {
  const fixed: Column[] = [
    { title: 'Notice ID', width: 55 },
    { title: 'Title', width: 0 },
    { title: 'Charged dates', width: 125 },
    { title: 'Free dates', width: 90 },
  ];
  if (statement.priceCents !== null) fixed.push({ title: 'Amount', width: 62, align: 'right' });
  const gaps = (fixed.length - 1) * 5;
  fixed[1].width = contentWidth - gaps - fixed.reduce((sum, c) => sum + c.width, 0);
  let x = MARGIN;
  return fixed.map((c) => {
    const placed = { ...c, x };
    x += c.width + 5;
    return placed;
  });
}

const days = (list: string[]) => list.map(formatDay).join(', ');
const dates = (n: number) => `${n} publication date${n === 1 ? '' : 's'}`;

function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const cityLine = [address.locality, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.street, address.optionalStreet, cityLine, address.country].filter((l) => l && l.trim());
}

function contactLines(contact: Contact | null): string[] {
  if (!contact) return [];
  return [
    [contact.name, contact.title].filter(Boolean).join(', '),
    contact.phone && `Phone: ${contact.phone}`,
    contact.fax && `Fax: ${contact.fax}`,
    contact.email && `Email: ${contact.email}`,
  ].filter((l): l is string => Boolean(l && l.trim()));
}

/**
 * A billing report as the statement finance sends: the issuer, "Billing statement",
 * its number, issue day and period; the publication's billing address and contact (kept when the report
 * was made); one row per notice (its title and dates wrap inside their cells) with its charged and free dates in the period (and its amount when the
 * report carries a price per charged notice); the counts, the price and the total. The table header is
 * repeated on every page, and every page is numbered "Page N of M" (pages are buffered so the total is
 * known when numbering).
 */
export function renderBillingPdf(statement: BillingStatement): Promise<Buffer> {
  const { report } = statement;
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', PDF_FONTS.regular);
  doc.registerFont('Bold', PDF_FONTS.bold);
  doc.info.Title = `Billing statement ${statement.number}`;
  doc.info.Author = BILLING_ISSUER;
  const contentWidth = doc.page.width - MARGIN * 2;

  // Issuer on the left, the statement's identity on the right.
  const top = doc.y;
  doc
    .font('Bold')
    .fontSize(12)
    .text(BILLING_ISSUER, MARGIN, top, { width: contentWidth / 2 });
  doc
    .font('Body')
    .fontSize(9)
    .text('Statewide public-notice platform for Michigan', { width: contentWidth / 2 });
  const right = MARGIN + contentWidth / 2;
  doc
    .font('Bold')
    .fontSize(18)
    .text('Billing statement', right, top, { width: contentWidth / 2, align: 'right' });
  doc.font('Body').fontSize(10);
  for (const line of [
    `Statement no. ${statement.number}`,
    `Issued: ${formatDay(report.createdAt)}`,
    `Period: ${statement.period}`,
    `${statement.periodKind} period (America/Detroit)`,
  ])
    doc.text(line, right, doc.y, { width: contentWidth / 2, align: 'right' });
  doc.moveDown(1.5);

  // Bill to.
  const billTop = doc.y;
  doc
    .font('Bold')
    .fontSize(10)
    .text('Bill to', MARGIN, billTop, { width: contentWidth / 2 });
  doc.font('Body').fontSize(10);
  doc.text(`Publication: ${printable(report.publication.name)}`, { width: contentWidth / 2 });
  for (const line of addressLines(statement.billingAddress))
    doc.text(printable(line), { width: contentWidth / 2 });
  const leftEnd = doc.y;
  doc
    .font('Bold')
    .fontSize(10)
    .text('Billing contact', right, billTop, { width: contentWidth / 2 });
  doc.font('Body').fontSize(10);
  for (const line of contactLines(statement.billingContact))
    doc.text(printable(line), right, doc.y, { width: contentWidth / 2 });
  doc.text(
    `Payment method: ${PAYMENT_METHOD_LABELS[report.paymentMethod] ?? report.paymentMethod}`,
    right,
    doc.y,
    {
      width: contentWidth / 2,
    },
  );
  doc.y = Math.max(leftEnd, doc.y);
  doc.moveDown(1.5);

  const columns = columnsOf(statement, contentWidth);
  const tableHeader = (y: number): number => {
    doc.font('Bold').fontSize(BODY_SIZE);
    for (const c of columns)
      doc.text(c.title, c.x, y, { width: c.width, lineBreak: false, align: c.align ?? 'left' });
    doc
      .moveTo(MARGIN, y + HEADER_ROW - 5)
      .lineTo(MARGIN + contentWidth, y + HEADER_ROW - 5)
      .stroke();
    doc.font('Body').fontSize(BODY_SIZE);
    return y + HEADER_ROW;
  };

  const bottom = doc.page.height - MARGIN - 20; // room kept for the footer
  let y = tableHeader(doc.y);
  if (statement.rows.length === 0) {
    doc.text('No notice ran in this period.', MARGIN, y, { width: contentWidth });
    y += HEADER_ROW;
  }
  for (const row of statement.rows) {
    const cells = [
      String(row.noticeId),
      printable(row.title),
      days(row.chargedDays) || '—',
      days(row.freeDays) || '—',
      ...(statement.priceCents !== null
        ? [row.amountCents === null ? '—' : formatMoney(row.amountCents)]
        : []),
    ];
    const height =
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i].width }))) + PAD;
    if (y + height > bottom) {
      doc.addPage();
      y = tableHeader(MARGIN);
    }
    columns.forEach((c, i) => doc.text(cells[i], c.x, y, { width: c.width, align: c.align ?? 'left' }));
    y += height;
  }

  // Totals: counts always, money only with a price.
  const totals: Array<[string, string]> = [
    ['Charged notices', `${statement.chargedNotices} (${dates(statement.chargedDates)})`],
    ['Free notices', `${statement.freeNotices} (${dates(statement.freeDates)})`],
  ];
  if (statement.priceCents !== null && statement.totalCents !== null) {
    totals.push(['Price per charged notice', formatMoney(statement.priceCents)]);
    totals.push(['Total due', formatMoney(statement.totalCents)]);
  }
  const totalsHeight = totals.length * 16 + 24;
  if (y + totalsHeight > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(MARGIN, y + 2)
    .lineTo(MARGIN + contentWidth, y + 2)
    .stroke();
  y += 10;
  for (const [label, value] of totals) {
    const last = label === 'Total due';
    doc.font(last ? 'Bold' : 'Body').fontSize(last ? 11 : 10);
    doc.text(`${label}: ${value}`, MARGIN, y, { width: contentWidth, align: 'right', lineBreak: false });
    y += 16;
  }
  if (statement.priceCents === null) {
    doc.font('Body').fontSize(9);
    doc.text('No price per charged notice is set for this publication.', MARGIN, y + 4, {
      width: contentWidth,
      align: 'right',
      lineBreak: false,
    });
  }

  const range = doc.bufferedPageRange();
  doc.font('Body').fontSize(9);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift the margin while numbering.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(
      `${statement.number} · Page ${i + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - MARGIN / 2 - 10,
      { width: contentWidth, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
