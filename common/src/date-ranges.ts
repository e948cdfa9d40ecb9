import { addDays, isDay, toDay } from './calendar';
import type { DateRangePreset } from './enums';

/** An inclusive range of Detroit calendar days. */
export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, date: number) => {
  // Normalises month overflow/underflow (month is 1-based; 0 is December of the previous year).
  const d = new Date(Date.UTC(year, month - 1, date, 12));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * The days a preset covers, seen from `today` (a Detroit day): weeks run Sunday to Saturday, quarters
 * are calendar quarters. Whole periods are answered (future days simply have nothing published yet).
 */
export function presetRange(preset: DateRangePreset, today: string): DayRange {
  const [y, m] = today.split('-').map(Number);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const sunday = addDays(today, -weekday);
  const quarterStart = Math.floor((m - 1) / 3) * 3 + 1;
  switch (preset) {
    case 'td':
      return { from: today, to: today };
    case 'tw':
      return { from: sunday, to: addDays(sunday, 6) };
    case 'lw':
      return { from: addDays(sunday, -7), to: addDays(sunday, -1) };
    case 'tm':
      return { from: dayOf(y, m, 1), to: dayOf(y, m + 1, 0) };
    case 'lm':
      return { from: dayOf(y, m - 1, 1), to: dayOf(y, m, 0) };
    case 'tq':
      return { from: dayOf(y, quarterStart, 1), to: dayOf(y, quarterStart + 3, 0) };
    case 'lq':
      return { from: dayOf(y, quarterStart - 3, 1), to: dayOf(y, quarterStart, 0) };
    case 'ty':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    case 'ly':
      return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
  }
}

/**
 * A search bound as a Detroit day: a day as is, an ISO instant by its Detroit day, or a millisecond
 * timestamp (how the site stores date-time values). Null when unreadable.
 */
export function searchDay(value: string): string | null {
  const text = value.trim();
  if (/^\d{10,14}$/.test(text)) return toDay(new Date(Number(text)).toISOString());
  if (isDay(text)) return text;
  return toDay(text);
}
