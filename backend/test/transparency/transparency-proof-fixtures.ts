import { execFile } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, type TestApp } from '../support/app';
import { PNG } from '../support/file-fixtures';
import { createNoticeType, day, noticeBody, setDateSettings, type TypeIds } from '../support/notice-fixtures';

export const VERIFIER = join(__dirname, '..', '..', '..', 'scripts', 'verify-log.mjs');

/** Runs scripts/verify-log.mjs as anyone would (plain node, a child process); answers its exit code and output. */
export function runVerifier(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [VERIFIER, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}

/**
 * A man in the middle between the verifier and the app: answers what the app answers, except that
 * `tamper(path, body)` may rewrite a body (a flipped bit, a swapped proof).
 */
export async function tamperingProxy(
  target: string,
  tamper: (path: string, body: Buffer) => Buffer,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = tamper(req.url ?? '', Buffer.concat(chunks));
        res.writeHead(answer.statusCode ?? 502, {
          'content-type': answer.headers['content-type'] ?? 'text/plain',
        });
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ProofFixtures {
  type: TypeIds;
  publicationId: number;
  admin: Record<string, string>;
}

/** A notice type with every editable field, a two-county publication, an admin, and today's dates allowed. */
export async function proofFixtures(t: TestApp): Promise<ProofFixtures> {
  const type = await createNoticeType(t);
  const publicationId = (await t.createPublication({ countyIds: [33, 82] })).id;
  const admin = bearer((await t.admin()).token);
  await setDateSettings(t, false, true);
  return { type, publicationId, admin };
}

/** A public attachment uploaded as the editor does: presign, PUT the bytes, complete. */
export async function attach(t: TestApp, f: ProofFixtures, noticeId: number, name: string): Promise<void> {
  const presign = await t.http
    .post(`/api/v1/admin/notices/${noticeId}/attachments`)
    .set(f.admin)
    .send({ kind: 'public', name, contentType: 'image/png', size: PNG.length });
  if (presign.status !== 201) throw new Error(`presign: ${presign.status} ${JSON.stringify(presign.body)}`);
  const url = new URL(presign.body.uploadUrl);
  await request(url.origin)
    .put(url.pathname + url.search)
    .set(presign.body.headers)
    .send(PNG)
    .expect(200);
  await t.http
    .post(`/api/v1/admin/notices/${noticeId}/attachments/${presign.body.attachmentId}/complete`)
    .set(f.admin)
    .expect(200);
}

/**
 * A notice published through the API today (its first date due now), with every kind of custom field,
 * and the public attachments named in `attachments`.
 */
export async function publishNotice(
  t: TestApp,
  f: ProofFixtures,
  overrides: Record<string, unknown> = {},
  attachments: string[] = [],
): Promise<{ id: number; dates: Array<{ id: number; date: string }> }> {
  const created = await t.http
    .post('/api/v1/admin/notices')
    .set(f.admin)
    .send(
      noticeBody(t, f.type, f.publicationId, {
        content: 'The mortgage will be foreclosed by a sale of the premises.\nÉtat: Zürich 東京 ✓',
        fieldValues: [
          { noticeTypeCustomFieldId: f.type.text, text: 'Jane Roe' },
          { noticeTypeCustomFieldId: f.type.date, date: day(t, 30) },
          { noticeTypeCustomFieldId: f.type.dateTime, dateTime: Date.parse('2026-12-24T15:30:00.000Z') },
          {
            noticeTypeCustomFieldId: f.type.address,
            address: {
              street: '1 Woodward Ave',
              optionalStreet: '',
              locality: 'Detroit',
              region: 'MI',
              postalCode: '48226',
              country: 'US',
            },
          },
        ],
        publicationDates: [{ date: day(t, 0) }, { date: day(t, 7) }],
        ...overrides,
      }),
    );
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  for (const name of attachments) await attach(t, f, created.body.id, name);
  const published = await t.http.put(`/api/v1/admin/notices/${created.body.id}/publish`).set(f.admin);
  if (published.status !== 200)
    throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  return {
    id: created.body.id as number,
    dates: (published.body.publicationDates as Array<{ id: number; date: string; noticeId: number }>)
      .filter((d) => d.noticeId === created.body.id)
      .map(({ id, date }) => ({ id, date })),
  };
}
