import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { allowToday, api, detroitToday, publishNoticeToday } from '../support/api';
import { axeViolations } from '../support/axe';
import { step } from '../support/debug';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { ADMIN, DEMO, type Product } from '../support/product';
import { signInByApi, signInOnSite } from '../support/session';

test.use({ productOptions: SHARED_PRODUCT.backOffice });

/** A publication of the demo API user (backend/src/publications/publications.seed.ts). */
const API_USER_PUBLICATION = 'Detroit Legal News';

interface NoticeProof {
  checkpoint: { origin: string; treeSize: number };
  entries: Array<{ index: number | null; event: string }>;
}

/** The notice's proof once the log has integrated its entries (a few seconds after publishing). */
async function integratedProof(product: Product, id: number): Promise<NoticeProof> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await fetch(`${product.baseUrl}/api/v1/transparency/notices/${id}`);
    if (answer.ok) {
      const proof = (await answer.json()) as NoticeProof;
      if (proof.entries.length > 0 && proof.entries.every((entry) => entry.index !== null)) return proof;
    }
    if (Date.now() > deadline) throw new Error(`notice ${id} has no integrated log entry`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Opens the notice details and answers the proof panel once it shows its entries or its state. */
async function openProof(page: Page, product: Product, id: number) {
  await page.goto(`${product.baseUrl}/admin/#/notices/${id}/show`);
  const panel = page.getByRole('region', { name: 'Proof of publication' });
  await panel.waitFor();
  await expect(panel.getByText('Loading')).toHaveCount(0);
  return panel;
}

/** The proof panel shows the log's entries of the notice, its checkpoint and the public Verify link. */
async function expectProof(page: Page, product: Product, id: number, proof: NoticeProof) {
  const panel = await openProof(page, product, id);
  const rows = panel.getByRole('table', { name: 'Proof of publication' }).locator('tbody tr');
  await expect(rows).toHaveCount(proof.entries.length);
  await expect(rows.first()).toContainText(`#${proof.entries[0].index}`);
  await expect(rows.first()).toContainText('Published');
  const [year, month, day] = detroitToday().split('-');
  await expect(rows.first()).toContainText(`${month}/${day}/${year}`);
  await expect(panel).toContainText(proof.checkpoint.origin);
  await expect(panel).toContainText('Tree size');
  await expect(panel.getByRole('link', { name: 'Verify on the public site' })).toHaveAttribute(
    'href',
    `/notices/${id}#proof`,
  );
}

/** Presses "Certificate (PDF)" and answers the downloaded file's name and first bytes. */
async function downloadCertificate(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Certificate (PDF)' }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString('latin1') };
}

test.describe('proof of publication and readable history in the back office', () => {
  let publishedId = 0;
  let draftId = 0;
  let proof: NoticeProof;

  test.beforeAll(async ({ browser, product }) => {
    const page = await browser.newPage();
    await signInByApi(page.request, product.baseUrl, ADMIN.email, ADMIN.password);
    await allowToday(page.request, product.baseUrl);
    const publications = await api<{ data: Array<{ id: number; name: string }> }>(
      page.request,
      product.baseUrl,
      'GET',
      '/publications',
    );
    const publicationId = publications.data.find((p) => p.name === API_USER_PUBLICATION)!.id;
    const type = await api<{ id: number }>(page.request, product.baseUrl, 'POST', '/admin/noticetypes', {
      name: 'Harbor hearing',
      fields: [],
    });
    const notice = { noticeTypeId: type.id, publicationId };
    publishedId = await publishNoticeToday(page.request, product.baseUrl, {
      ...notice,
      title: 'Hearing on the harbor dredging permit',
      content: 'The harbor commission hears the dredging permit on December 1.',
    });
    const draft = await api<{ id: number }>(page.request, product.baseUrl, 'POST', '/admin/notices', {
      ...notice,
      title: 'Draft notice of the marina lease',
      content: 'The marina lease is offered for bids.',
      fieldValues: [],
      publicationDates: [{ date: `${new Date().getFullYear() + 1}-03-10` }],
    });
    draftId = draft.id;
    proof = await integratedProof(product, publishedId);
    await page.close();
  });

  test('a system admin sees the proof of a published notice and downloads its certificate', async ({
    adminPage,
    product,
  }) => {
    await step(adminPage, 'admin-proof', () => expectProof(adminPage, product, publishedId, proof));
    await adminPage.screenshot({ path: '/tmp/admin-proof.png', fullPage: true });
    expect(await axeViolations(adminPage)).toEqual([]);
    const certificate = await downloadCertificate(adminPage);
    expect(certificate.head).toBe('%PDF-');
    expect(certificate.name).toMatch(/^certificate-\d+\.pdf$/);

    // A draft was never public: no proof, no certificate.
    const draftPanel = await openProof(adminPage, product, draftId);
    await expect(draftPanel).toContainText('Not in the public log yet');
    await expect(adminPage.getByRole('button', { name: 'Certificate (PDF)' })).toHaveCount(0);
  });

  test('an API user sees the same proof of its publication’s notice and downloads its certificate', async ({
    page,
    product,
  }) => {
    const failedCalls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/v1/') && response.status() >= 400)
        failedCalls.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInOnSite(page, product.baseUrl, DEMO.apiUser, product.demoPassword());
    await step(page, 'api-user-proof', () => expectProof(page, product, publishedId, proof));
    const certificate = await downloadCertificate(page);
    expect(certificate.head).toBe('%PDF-');
    expect(failedCalls).toEqual([]);
  });

  test('after an edit, the notice history names each changed field with its before and after', async ({
    adminPage,
    product,
  }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/notices/${draftId}`);
    await adminPage
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Draft notice of the marina lease (amended)');
    await adminPage.getByRole('textbox', { name: 'Content', exact: true }).fill('Bids close on April 1.');
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await adminPage.waitForURL(new RegExp(`#/notices/${draftId}/show`));
    const history = adminPage.getByRole('region', { name: 'History' });
    const changes = history.getByRole('table', { name: 'Changes' }).first();
    const title = changes.getByRole('row', { name: /^Title/ });
    await step(adminPage, 'notice-history', () => title.waitFor());
    await expect(title.getByRole('cell')).toHaveText([
      'Draft notice of the marina lease',
      'Draft notice of the marina lease (amended)',
    ]);
    await expect(changes.getByRole('row', { name: /^Content/ })).toContainText('Content changed');
    await expect(history).not.toContainText('{"');
    await adminPage.screenshot({ path: '/tmp/admin-history.png', fullPage: true });
    expect(await axeViolations(adminPage)).toEqual([]);

    // The audit log's rows expand to the same change list (newest first: this edit).
    await adminPage.goto(`${product.baseUrl}/admin/#/audit_log`);
    const newest = adminPage.locator('tbody tr').first();
    await expect(newest).toContainText(`Notice #${draftId}`);
    await expect(newest).toContainText('Title, Content');
    await newest.click();
    const expanded = adminPage.getByRole('table', { name: 'Changes' }).first();
    await expect(expanded.getByRole('row', { name: /^Title/ })).toContainText('(amended)');
    await adminPage.screenshot({ path: '/tmp/admin-audit-log.png', fullPage: true });
    expect(await axeViolations(adminPage)).toEqual([]);
  });
});
