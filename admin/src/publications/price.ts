import { formatMoney, isNoticePrice, MAX_NOTICE_PRICE, toCents } from '@notices/common';

/** The form's price check, the API's rule (isNoticePrice, common): empty is fine (no price). */
export function priceError(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || Number.isNaN(amount)) return 'admin.pages.publications.price.invalid';
  if (amount < 0) return 'admin.pages.publications.price.negative';
  if (amount > MAX_NOTICE_PRICE) return 'admin.pages.publications.price.tooLarge';
  return isNoticePrice(amount) ? undefined : 'admin.pages.publications.price.decimals';
}

/** The price as the API takes it: dollars, or null for "none" (an emptied input). */
export function priceBody(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? Number(value) : (value as number);
}

/** The price as the summary and a locked form field show it: `$12.50`, or null when none is set. */
export function priceText(value: number | null | undefined): string | null {
  const cents = toCents(value);
  return cents === null ? null : formatMoney(cents);
}
