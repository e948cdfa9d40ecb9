import { detroitDay } from './calendar';
import { toInstant, type Instant } from './format';

/**
 * The billing statement's shared rules: which address and contact a bill goes to, the
 * statement's number, its money and its file names. The backend (PDF, CSV, Content-Disposition) and the
 * admin (publication summary, download buttons) read them from here, so both ends always agree.
 */

/** The parts of a publication the billing address and contact are picked from. */
export interface BillingParty<A, C> {
  mailingAddress: A;
  mainContact: C;
  billingAddress?: A | null;
  billingContact?: C | null;
  billingAddressSameAsMailing?: boolean | null;
  billingContactSameAsMain?: boolean | null;
}

/** A record with nothing but blank text in it is no address (or contact) at all. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return String(value).trim() === '';
  return Object.values(value as Record<string, unknown>).every(
    (v) => v === null || v === undefined || String(v).trim() === '',
  );
}

/**
 * The address a bill goes to: the mailing address while "same as mailing" is set (the default), or when
 * no billing address was ever entered; the billing address otherwise (as the publication summary shows it).
 */
export function billingAddressOf<A, C>(p: BillingParty<A, C>): A {
  return p.billingAddressSameAsMailing !== false || isBlank(p.billingAddress)
    ? p.mailingAddress
    : (p.billingAddress as A);
}

/** The contact a bill goes to: the main contact while "same as main" is set or none was entered. */
export function billingContactOf<A, C>(p: BillingParty<A, C>): C {
  return p.billingContactSameAsMain !== false || isBlank(p.billingContact)
    ? p.mainContact
    : (p.billingContact as C);
}

/** A stable statement number from the report id: `BR-000123` (wider ids keep all their digits). */
export function billingReportNumber(id: number): string {
  return `BR-${String(id).padStart(6, '0')}`;
}

/** Largest price per charged notice accepted, in dollars. */
export const MAX_NOTICE_PRICE = 1_000_000;

/** Dollars (at most 2 decimals) as whole cents; null stays null. */
export function toCents(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : Math.round(dollars * 100);
}

/** Whole cents as dollars (12.5 for 1250); null stays null. */
export function toDollars(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** True for a non-negative amount of dollars with at most two decimals, within MAX_NOTICE_PRICE. */
export function isNoticePrice(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_NOTICE_PRICE &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole cents as US dollars: `$1,234.50`. */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/**
 * A name as a file-name part: lowercase ASCII letters and digits joined by single dashes ("Alpena News" →
 * `alpena-news`, "Zażółć Łódź" → `zazolc-lodz`); `publication` when nothing is left.
 */
export function fileSlug(name: string, maxLength = 60): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'publication';
}

/** What names a billing file: the publication and the period's first and last instants. */
export interface BillingFileSubject {
  publication: { name: string };
  paymentPeriodFrom: Instant;
  paymentPeriodTo: Instant;
}

/** The period as a file-name part: its Detroit days, `2026-11-01_2026-11-07`. */
export function billingFilePeriod(report: Pick<BillingFileSubject, 'paymentPeriodFrom' | 'paymentPeriodTo'>) {
  const day = (value: Instant) => {
    const instant = toInstant(value);
    return instant ? detroitDay(instant) : 'unknown';
  };
  return `${day(report.paymentPeriodFrom)}_${day(report.paymentPeriodTo)}`;
}

/** `billing-<publication>-<period>.pdf|csv`, e.g. `billing-alpena-news-2026-11-01_2026-11-07.pdf`. */
export function billingFileName(report: BillingFileSubject, format: 'pdf' | 'csv'): string {
  return `billing-${fileSlug(report.publication.name)}-${billingFilePeriod(report)}.${format}`;
}
