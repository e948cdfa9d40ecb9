/** Cuts text at a word boundary before `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The last published day of a notice card (days come oldest first). */
export function lastDate(days: string[]): string | null {
  return days.length ? days[days.length - 1] : null;
}
