import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { allowToday, api, detroitToday } from '../support/api';
import { axeViolations } from '../support/axe';
import { runJobNow, sql } from '../support/database';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { ADMIN, type Product } from '../support/product';
import { signInByApi } from '../support/session';

// On the site, a reader opens a notice, presses Verify (the proof is checked in the browser),
// downloads the certificate and checks it on /transparency; open data; a notice changed behind the
// log's back fails Verify.
test.use({ productOptions: {}, viewport: { width: 1280, height: 900 } });

const FIXTURES = join(__dirname, '..', 'fixtures');
const ATTACHMENT = 'parcel-map.png';
const SHOTS = join(__dirname, '..', 'artifacts');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
// One entry, or several ("entries #439 and #440 … which are included").
const VERIFIED =
  /^Verified: this notice's text matches (entry #\d+|entries (#\d+, )*#\d+ and #\d+) of the public log, which (is|are) included in checkpoint \d+ signed by 127\.0\.0\.1:\d+\/transparency\.$/;

interface NoticeType {
  id: number;
  name: string;
  fields: Array<{ id: number; fieldType: string; required: boolean }>;
}
interface Published {
  id: number;
  title: string;
  type: string;
}

/** A value for each custom field, as the editor would send it. */
function fieldValue(field: NoticeType['fields'][number]) {
  const base = { noticeTypeCustomFieldId: field.id };
  if (field.fieldType === 'address')
    return {
      ...base,
      address: {
        street: '120 E Lenawee St',
        locality: 'Lansing',
        region: 'MI',
        postalCode: '48933',
        country: 'US',
      },
    };
  if (field.fieldType === 'date') return { ...base, date: '2026-12-15' };
  if (field.fieldType === 'dateTime') return { ...base, dateTime: Date.UTC(2026, 11, 15, 15, 0) };
  return { ...base, text: 'Jordan Example' };
}

/** Attaches a public file through the API, as the editor's upload does. */
async function attach(request: APIRequestContext, baseUrl: string, noticeId: number, file: string) {
  const bytes = readFileSync(join(FIXTURES, file));
  const upload = await api<{ attachmentId: number; uploadUrl: string; headers: Record<string, string> }>(
    request,
    baseUrl,
    'POST',
    `/admin/notices/${noticeId}/attachments`,
    { kind: 'public', name: file, contentType: 'image/png', size: bytes.length },
  );
  const put = await request.fetch(new URL(upload.uploadUrl, baseUrl).href, {
    method: 'PUT',
    headers: upload.headers,
    data: bytes,
  });
  expect(put.ok(), `uploading ${file}`).toBe(true);
  await api(
    request,
    baseUrl,
    'POST',
    `/admin/notices/${noticeId}/attachments/${upload.attachmentId}/complete`,
  );
}

/** Waits until every entry of the notice is integrated into a checkpoint (a few seconds at most). */
async function logged(product: Product, noticeId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${product.baseUrl}/api/v1/transparency/notices/${noticeId}`);
        if (!response.ok) return `HTTP ${response.status}`;
        const proof = (await response.json()) as { entries: Array<{ index: number | null }> };
        return proof.entries.length > 0 && proof.entries.every((e) => e.index !== null)
          ? 'logged'
          : 'pending';
      },
      { timeout: 20_000 },
    )
    .toBe('logged');
}

async function verify(page: Page): Promise<string> {
  const proof = page.locator('#proof');
  await proof.getByRole('button', { name: 'Verify', exact: true }).click();
  const result = proof.getByRole('status');
  await expect(result).not.toHaveText(/^(Checking the proof in your browser…)?$/, { timeout: 20_000 });
  return (await result.textContent()) ?? '';
}

test.describe('proof of publication, as a reader walks it', () => {
  const published: Published[] = [];
  let attachmentNoticeId = 0;

  test.beforeAll(async ({ browser, product }) => {
    const admin = await browser.newContext();
    await signInByApi(admin.request, product.baseUrl, ADMIN.email, ADMIN.password);
    await allowToday(admin.request, product.baseUrl);
    const types = await api<{ data: NoticeType[] }>(
      admin.request,
      product.baseUrl,
      'GET',
      '/admin/noticetypes?per=100',
    );
    const publications = await api<{ data: Array<{ id: number; enabled: boolean }> }>(
      admin.request,
      product.baseUrl,
      'GET',
      '/admin/publications',
    );
    const publicationId = publications.data.find((p) => p.enabled)!.id;
    expect(types.data.length).toBeGreaterThanOrEqual(8); // the demo notice types
    for (const type of types.data) {
      const title = `Proof of publication: ${type.name}`;
      const draft = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/notices', {
        title,
        content: `This ${type.name.toLowerCase()} notice is published to be verified.\nSecond line — “quoted”, 5 % & <b>.`,
        noticeTypeId: type.id,
        publicationId,
        fieldValues: type.fields.map(fieldValue),
        publicationDates: [{ date: detroitToday() }],
      });
      if (published.length === 0) {
        await attach(admin.request, product.baseUrl, draft.id, ATTACHMENT);
        attachmentNoticeId = draft.id;
      }
      await api(admin.request, product.baseUrl, 'PUT', `/admin/notices/${draft.id}/publish`);
      published.push({ id: draft.id, title, type: type.name });
    }
    for (const notice of published) await logged(product, notice.id);
    await admin.close();
  });

  test('a notice of each demo notice type verifies in the visitor’s browser', async ({ page, product }) => {
    for (const notice of published) {
      await page.goto(`${product.baseUrl}/notices/${notice.id}`);
      await page.getByRole('heading', { level: 1, name: notice.title }).waitFor();
      const proof = page.locator('#proof');
      await expect(proof.getByRole('heading', { name: 'Proof of publication' })).toBeVisible();
      await expect(proof.getByRole('row').nth(1)).toContainText('Published');
      await step(page, `verify-${notice.type}`, async () => expect(await verify(page)).toMatch(VERIFIED));
    }
    await page.locator('#proof').screenshot({ path: join(SHOTS, 'proof-section.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#proof').screenshot({ path: join(SHOTS, 'proof-section-phone.png') });
  });

  // The demo seed's publications enter the log as real ones do: a demo notice of each type verifies.
  test('a demo notice of each type, from a fresh start, is in the log and verifies', async ({
    page,
    product,
  }) => {
    const sitemap = (await (await fetch(`${product.baseUrl}/api/v1/search/sitemap`)).json()) as {
      data: Array<{ id: number }>;
    };
    const demoIds = sitemap.data.map((n) => n.id).filter((id) => !published.some((n) => n.id === id));
    const byType = new Map<string, number>();
    for (const id of demoIds) {
      const { notice } = (await (await fetch(`${product.baseUrl}/api/v1/notices/${id}`)).json()) as {
        notice: { noticeType: { name: string } };
      };
      if (!byType.has(notice.noticeType.name)) byType.set(notice.noticeType.name, id);
    }
    // The demo seed writes notices of its seven everyday types (the Emergency Notice type has none).
    expect(byType.size).toBe(7);
    for (const [type, id] of byType) {
      await page.goto(`${product.baseUrl}/notices/${id}`);
      expect(await verify(page), `the demo ${type} notice ${id}`).toMatch(VERIFIED);
    }
  });

  test('without JavaScript the proof is on the page and the Verify button is not', async ({
    browser,
    product,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${product.baseUrl}/notices/${published[0].id}`);
    const proof = page.locator('#proof');
    await expect(proof.getByRole('columnheader', { name: 'Leaf hash' })).toBeVisible();
    await expect(proof).toContainText(/#\d+/);
    await expect(proof).toContainText('Verifying in your browser needs JavaScript');
    expect(await proof.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    await context.close();
  });

  test('the downloaded certificate and an attachment are recognised on /transparency; another file is not', async ({
    page,
    product,
  }) => {
    const notice = published[0];
    await page.goto(`${product.baseUrl}/notices/${notice.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download certificate (PDF)' }).click(),
    ]);
    const certificate = await download.path();
    expect(readFileSync(certificate).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(`${product.baseUrl}/transparency`);
    await page.getByRole('heading', { level: 1, name: 'Transparency log' }).waitFor();
    const file = page.getByLabel('Choose a file (a downloaded certificate or attachment)');
    const result = page.locator('#check');
    await file.setInputFiles(certificate);
    await expect(result).toContainText(
      `This file is the certificate of notice ${notice.id} (“${notice.title}”).`,
    );
    await file.setInputFiles(join(FIXTURES, ATTACHMENT));
    await expect(result).toContainText(
      `This file is the attachment “${ATTACHMENT}” of notice ${attachmentNoticeId} (“${published[0].title}”).`,
    );
    await file.setInputFiles(join(FIXTURES, 'site-photo.png'));
    await expect(result).toContainText('No published notice or certificate has this exact file.');
    await page.screenshot({ path: join(SHOTS, 'transparency.png'), fullPage: true });
  });

  test('/transparency shows the keys, the checkpoint and the verifier command, and checks a pasted hash without JavaScript', async ({
    browser,
    product,
  }) => {
    const keys = (await (await fetch(`${product.baseUrl}/api/v1/transparency/keys`)).json()) as {
      origin: string;
      keys: Array<{ verifierKey: string }>;
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${product.baseUrl}/transparency?notice=${published[0].id}`);
    await expect(page.getByText(keys.origin).first()).toBeVisible();
    await expect(page.locator('pre').first()).toContainText(`${keys.origin}\n`);
    await expect(page.getByText(keys.keys[0].verifierKey).first()).toBeVisible();
    await expect(page.locator('pre code')).toHaveText(
      `node scripts/verify-log.mjs --url ${product.baseUrl} --key '${keys.keys[0].verifierKey}' --notice ${published[0].id}`,
    );
    expect(await page.getByLabel(/Choose a file/).count()).toBe(0);
    const hash = sha256(readFileSync(join(FIXTURES, ATTACHMENT)));
    await page.getByLabel('The file’s SHA-256 (64 hexadecimal characters)').fill(hash.toUpperCase());
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('#check')).toContainText(`This file is the attachment “${ATTACHMENT}”`);
    await page.getByLabel('The file’s SHA-256 (64 hexadecimal characters)').fill('not a hash');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Enter a SHA-256 as 64 hexadecimal characters (0–9 and a–f).',
    );
    await context.close();
  });

  test('/open-data lists the export once it ran, with files that match their checksums', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/open-data`);
    await page.getByRole('heading', { level: 1, name: 'Open data' }).waitFor();
    await runJobNow(product, 'open-data-export');
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${product.baseUrl}/api/v1/open-data`)).json()) as { dumps: unknown[] }).dumps
            .length,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await page.reload();
    const dump = page.locator('.open-data-dump').first();
    await expect(dump.getByRole('heading', { level: 3 })).toContainText('Export of');
    const link = dump.getByRole('link', { name: 'notices.jsonl.gz' });
    const href = await link.getAttribute('href');
    const shown = await dump
      .getByRole('row', { name: /notices\.jsonl\.gz/ })
      .locator('code')
      .getAttribute('title');
    const bytes = Buffer.from(await (await fetch(`${product.baseUrl}${href}`)).arrayBuffer());
    expect(sha256(bytes)).toBe(shown);
    await dump.getByText('Transparency log checkpoint at export time').click();
    await expect(dump.locator('pre')).toContainText('/transparency\n');
    await page.screenshot({ path: join(SHOTS, 'open-data.png'), fullPage: true });
  });

  test('the Atom feed carries the latest checkpoint', async ({ product }) => {
    const feed = await (await fetch(`${product.baseUrl}/feeds/search.atom`)).text();
    const note = await (await fetch(`${product.baseUrl}/api/v1/transparency/checkpoint`)).text();
    expect(feed).toMatch(
      /<log:checkpoint xmlns:log="https:\/\/c2sp\.org\/tlog-checkpoint">[^<]+<\/log:checkpoint>/,
    );
    expect(feed).toContain(note.split('\n')[0]);
  });

  test('the proof, /transparency and /open-data have no axe-core violations', async ({ page, product }) => {
    const found: string[] = [];
    await page.goto(`${product.baseUrl}/notices/${published[0].id}`);
    await verify(page);
    found.push(...(await axeViolations(page)).map((v) => `notice: ${v}`));
    const hash = sha256(readFileSync(join(FIXTURES, ATTACHMENT)));
    for (const path of [
      '/transparency',
      `/transparency?sha256=${hash}`,
      '/transparency?sha256=nope',
      '/open-data',
    ]) {
      await page.goto(`${product.baseUrl}${path}`);
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  // Last: it changes a notice behind the log's back.
  test('a notice changed directly in the database fails Verify: the text differs from the log', async ({
    page,
    product,
  }) => {
    const notice = published[1];
    await sql(product, `UPDATE notices SET content = content || ' (altered)' WHERE id = $1`, [notice.id]);
    await page.goto(`${product.baseUrl}/notices/${notice.id}`);
    await expect(page.getByText('(altered)')).toBeVisible();
    const [year, month, day] = detroitToday().split('-');
    expect(await verify(page)).toBe(
      `The text shown here differs from the text recorded in the log on ${month}/${day}/${year}.`,
    );
    await page.locator('#proof').screenshot({ path: join(SHOTS, 'proof-section-tampered.png') });
  });
});
