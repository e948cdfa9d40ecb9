import type { PublicationDateLike } from '@notices/common';

/** What saving a new version does to one date (the archived version's pending dates are canceled). */
export type DateFate = 'moves' | 'movesChanged' | 'added' | 'dropped';

export interface AmendLine {
  date: string;
  fate: DateFate;
  /** The stored day a changed row had before. */
  was?: string;
}

/**
 * The dates the new-version confirmation lists: each pending date of the current version either moves to
 * the new version (as it is or to another day) or is dropped (canceled with the archived version), and
 * rows typed in now are added. Ordered by day, so the clerk reads the run as it will be.
 */
export function amendPlan(
  stored: ReadonlyArray<{ id: number; date: string }>,
  edited: ReadonlyArray<{ id?: number; date: string }>,
): AmendLine[] {
  const keptIds = new Set(edited.flatMap((row) => (row.id === undefined ? [] : [row.id])));
  const lines: AmendLine[] = edited.map((row) => {
    const before = stored.find((s) => s.id === row.id);
    if (!before) return { date: row.date, fate: 'added' };
    return before.date === row.date
      ? { date: row.date, fate: 'moves' }
      : { date: row.date, fate: 'movesChanged', was: before.date };
  });
  for (const row of stored) if (!keptIds.has(row.id)) lines.push({ date: row.date, fate: 'dropped' });
  return lines.sort((a, b) => a.date.localeCompare(b.date));
}

/** The days that stay with the archived version whatever is saved (already published). */
export const publishedDays = (dates: ReadonlyArray<PublicationDateLike & { fromCurrentVersion: boolean }>) =>
  dates.filter((d) => d.fromCurrentVersion && d.published).map((d) => d.date);
