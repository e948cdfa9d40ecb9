import { createServer, type Server } from 'node:http';
import type { BrowserContext, Frame } from '@playwright/test';
import { createActiveManager, createPublication, publishNoticeToday } from '../support/api';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/product';
import { publishingWorld } from '../support/world';

/**
 * Storage in a third-party frame, as browsers that block third-party storage answer it: reading
 * `localStorage` or `sessionStorage` throws. Runs in every frame before the page's own scripts.
 */
const BLOCK_THIRD_PARTY_STORAGE = `(() => {
  if (window === window.top) return;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
    });
  }
})();`;

test.use({ productOptions: {} });

test.describe('the embed inside a newspaper page of another origin', () => {
  let newspaper: Server | undefined;
  let newspaperUrl = '';
  let embedSrc = '';

  test.beforeAll(async ({ browser, product }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Kalamazoo Courier',
      noticeType: 'Public Hearing',
      ownerEmail: 'owner.embed@example.org',
    });
    const second = await createActiveManager(
      world.admin.request,
      product.baseUrl,
      'second.embed@example.org',
      'Second-Pass-2026',
    );
    const other = await createPublication(world.admin.request, product.baseUrl, 'Portage Post', second.id);
    for (const [n, publicationId] of [world.publicationId, other.id, world.publicationId].entries()) {
      for (const m of [1, 2, 3]) {
        await publishNoticeToday(world.admin.request, product.baseUrl, {
          noticeTypeId: world.noticeTypeId,
          publicationId,
          title: `Embedded hearing ${n}-${m}`,
          content: `Hearing number ${n}-${m}.`,
        });
      }
    }
    await world.admin.close();
    // The product answers on 127.0.0.1; the newspaper is another site (localhost, another port).
    embedSrc = `${product.baseUrl}/embed?pub=${world.publicationId}&pub=${other.id}`;
    const port = await freePort();
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      // /colored: the newspaper's own colours (a blue band, a gold rule).
      const src =
        req.url === '/colored' ? `${embedSrc}&searchBgColor=%230b3d91&secondaryColor=%23ffcc00` : embedSrc;
      res.end(
        `<!doctype html><html lang="en"><title>Courier</title><h1>The Courier</h1>` +
          `<iframe title="Public notices" src="${src}" width="1100" height="1400"></iframe></html>`,
      );
    });
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    newspaper = server;
    newspaperUrl = `http://localhost:${port}/`;
  });
  test.afterAll(async () => {
    await new Promise((done) => newspaper?.close(done));
  });
  test.use({ viewport: { width: 1200, height: 1500 } });

  /**
   * The embed in the newspaper's page; `errors` collects the page's script errors and the errors and
   * warnings it logs, from the first byte.
   */
  async function embedFrame(context: BrowserContext, errors: string[] = [], path = ''): Promise<Frame> {
    await context.addInitScript(BLOCK_THIRD_PARTY_STORAGE);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await page.goto(`${newspaperUrl}${path}`);
    const handle = await page.locator('iframe').elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error('the embed frame did not load');
    return frame;
  }

  test('may be framed by any site, while the rest of the site may not', async ({ product }) => {
    const embed = await fetch(embedSrc);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('content-security-policy')).toMatch(/frame-ancestors \*/);
    const home = await fetch(`${product.baseUrl}/`);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(home.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
  });

  test('shows results, pages and changes the page size with storage blocked', async ({ context }) => {
    const errors: string[] = [];
    const frame = await embedFrame(context, errors);
    const page = frame.page();
    await step(page, 'embed-framed', async () => {
      await frame.getByText('9 notices found.').waitFor();
      expect(await frame.evaluate(() => window.top !== window)).toBe(true);
      expect(await frame.getByText(/Error \d{3}/).count()).toBe(0);
      await frame.getByRole('link', { name: 'Next page' }).click();
      await frame.waitForURL(/page=2/);
      await frame.getByText('9-9 of 9').waitFor();
      // The page size changes on Apply only (WCAG 3.2.2: choosing an option is not an action).
      await frame.getByLabel('Notices per page').selectOption('4');
      await frame.getByRole('button', { name: 'Apply page size' }).click();
      await frame.waitForURL(/per=4/);
      await frame.getByText('1-4 of 9').waitFor();
      await frame.getByRole('link', { name: 'Next page' }).click();
      await frame.getByText('5-8 of 9').waitFor();
      await frame.getByRole('button', { name: 'List' }).click();
      await frame.getByRole('table').first().waitFor();
    });
    expect(await frame.getByText(/Error \d{3}/).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('colours its search band with the newspaper’s searchBgColor, text readable, secondaryColor beneath', async ({
    context,
  }) => {
    const errors: string[] = [];
    const frame = await embedFrame(context, errors, 'colored');
    const band = frame.locator('.embed-band');
    await band.getByRole('heading', { name: 'Search public notices' }).waitFor();
    const style = await band.evaluate((node) => {
      const computed = getComputedStyle(node);
      return {
        background: computed.backgroundColor,
        color: computed.color,
        rule: computed.borderBottomColor,
      };
    });
    expect(style).toEqual({
      background: 'rgb(11, 61, 145)',
      color: 'rgb(255, 255, 255)',
      rule: 'rgb(255, 204, 0)',
    });
    await frame.page().screenshot({ path: test.info().outputPath('embed-colored.png') });
    expect(errors).toEqual([]);
  });
});
