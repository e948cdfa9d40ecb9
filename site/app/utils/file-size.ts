const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** A file size as people read it: 1.2 MB (decimal units, as download pages and operating systems show). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}
