import type { DestinationStream } from 'pino';

interface Record {
  time?: string;
  level?: string;
  msg?: string;
  context?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

/** One JSON record as a line a developer reads: time, level, [context], message, then the other fields. */
export function readableLine(json: string): string {
  let record: Record;
  try {
    record = JSON.parse(json) as Record;
  } catch {
    return json;
  }
  const { time, level, msg, context, err, ...fields } = record;
  const clock = typeof time === 'string' ? time.slice(11, 23) : '';
  const head = [clock, (level ?? '').toUpperCase().padStart(5), context ? `[${context}]` : '', msg ?? '']
    .filter(Boolean)
    .join(' ');
  const tail = Object.entries(fields)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const stack = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${head}${tail ? `  ${tail}` : ''}${stack}\n`;
}

/** A pino destination that writes readable lines (LOG_FORMAT=pretty) instead of JSON. */
export function prettyLines(out: { write(text: string): unknown }): DestinationStream {
  return { write: (line: string) => void out.write(readableLine(line)) };
}
