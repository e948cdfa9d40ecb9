import { gunzipSync } from 'node:zlib';
import type { TestApp } from '../support/app';

/** An RFC 4180 reader written for the tests (nothing shared with the exporter's csv-stringify). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

/** What ends each record: every line break outside quotes, as it is written (`\r\n` or a bare `\n`). */
export function recordEnds(text: string): string[] {
  const ends: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '\n') ends.push(text[i - 1] === '\r' ? '\r\n' : '\n');
  }
  return ends;
}

/** The CSV as objects keyed by its header. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

/** A file of a dump through the public API: its bytes, response headers, and the bytes gunzipped when .gz. */
export async function download(t: TestApp, url: string) {
  const res = await t.http
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const bytes = res.body as Buffer;
  return {
    res,
    bytes,
    text: url.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8'),
  };
}

/** A ready (or pending) file row of a notice, stored directly. */
export async function addAttachment(
  t: TestApp,
  noticeId: number,
  spec: { kind: 'content' | 'public'; name: string; status?: 'ready' | 'pending' },
): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO notice_attachments (notice_id, kind, name, content_type, size, storage_key, sha256, status)
     VALUES ($1, $2, $3, 'application/pdf', 1234, $4, $5, $6) RETURNING id`,
    [
      noticeId,
      spec.kind,
      spec.name,
      `notices/${noticeId}/${Math.random()}`,
      'ab'.repeat(32),
      spec.status ?? 'ready',
    ],
  );
  return id;
}

/** A title CSV and JSON must keep exactly: a comma, quotes, a dash and Japanese. */
export const TRICKY_TITLE = 'Sale, "as is" — 売却のお知らせ';
