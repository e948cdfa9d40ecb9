const pad = (value: number) => String(value).padStart(2, '0');

const valid = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant's UTC day in the visual format MM/DD/YYYY (§9: billing periods are shown in UTC). */
export function formatUtcDay(value: string | null | undefined): string {
  const date = valid(value);
  if (!date) return '';
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** An instant in the browser's time as MM/DD/YYYY, hh:mm A (§9). */
export function formatDateTime(value: string | null | undefined): string {
  const date = valid(value);
  if (!date) return '';
  const hours = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  return `${day}, ${pad(hours)}:${pad(date.getMinutes())} ${meridiem}`;
}
