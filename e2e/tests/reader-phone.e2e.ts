import type { Page } from '@playwright/test';
import { publishNoticeToday } from '../support/api';
import { axeViolations } from '../support/axe';
import { searchPageHydrated } from '../support/browser';
import { step } from '../support/debug';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { htmlcsErrors } from '../support/htmlcs';
import { publishingWorld } from '../support/world';

const PHONE = { width: 375, height: 812 };
test.use({ productOptions: SHARED_PRODUCT.reader, viewport: PHONE });

/** A word no demo notice holds: the searches find this file's 18 notices only. */
const WORD = 'kestrelwood';
const COUNT = 18;

/** The focus is on the results heading, and the heading is on the screen (not below the form). */
async function expectResultsInView(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results-title');
  const box = await page.locator('#results-title').boundingBox();
  expect(box).not.toBeNull();
  // Scrolled to the top edge, give or take a sub-pixel of layout rounding.
  expect(box!.y).toBeGreaterThanOrEqual(-1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

/** The text of the element that has the focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The public site on a phone (375×812), and two search details: the page size and the kept selection. */
test.describe('the public site on a phone', () => {
  let noticeId = 0;

  test.beforeAll(async ({ browser, product }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Marquette Mining Journal',
      noticeType: 'Permit Hearing',
      ownerEmail: 'owner.phone@example.org',
    });
    const base = { noticeTypeId: world.noticeTypeId, publicationId: world.publicationId };
    for (let n = 1; n <= COUNT; n += 1) {
      noticeId = await publishNoticeToday(world.admin.request, product.baseUrl, {
        ...base,
        title: `Gravel pit hearing ${n}`,
        content: `The township hears permit request ${n} for the ${WORD} gravel pit.`,
      });
    }
    await world.admin.close();
  });

  test('keeps the results in view after a search with Enter and after a page change', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/`);
    const text = page.getByLabel('Search text');
    await text.fill(WORD);
    await text.press('Enter');
    await step(page, 'phone-search-enter', async () => {
      await page.waitForURL(new RegExp(`for=${WORD}`));
      await page.getByText(`${COUNT} notices found.`).waitFor();
      await expectResultsInView(page);
    });
    await page.getByRole('link', { name: 'Next page' }).click();
    await step(page, 'phone-next-page', async () => {
      await page.waitForURL(/page=2/);
      await page.getByText(`9-16 of ${COUNT}`).waitFor();
      await expectResultsInView(page);
    });
    // Back restores the page as it was: the focus is not pulled to the results.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') || url.searchParams.get('page') === '1');
    await page.getByText(`1-8 of ${COUNT}`).waitFor();
  });

  test('changes the page size only on Apply, then remembers it and renders it once', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/?for=${WORD}`);
    await page.getByText(`1-8 of ${COUNT}`).waitFor();
    await searchPageHydrated(page);
    const size = page.getByLabel('Notices per page');
    const before = page.url();
    await size.focus();
    await page.keyboard.press('ArrowDown');
    expect(await size.inputValue()).toBe('16');
    // Choosing an option changes nothing by itself (WCAG 3.2.2, HTML_CodeSniffer H32.2).
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    await page.getByText(`1-8 of ${COUNT}`).waitFor();
    await page.getByRole('button', { name: 'Apply page size' }).click();
    await step(page, 'phone-page-size', async () => {
      await page.waitForURL(/per=16/);
      await page.getByText(`1-16 of ${COUNT}`).waitFor();
      await expectResultsInView(page);
    });
    expect(await page.evaluate(() => localStorage.getItem('per'))).toBe('16');

    // Every range label any document of this tab shows, kept across page loads.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const label = document.querySelector('.range-label')?.textContent;
        if (!label) return;
        const seen = JSON.parse(sessionStorage.getItem('seen-ranges') ?? '[]') as string[];
        if (seen.includes(label)) return;
        seen.push(label);
        sessionStorage.setItem('seen-ranges', JSON.stringify(seen));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const seen = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('seen-ranges') ?? '[]') as string[]);
    // A link without a size: the first HTML already has the remembered one.
    await page.goto(`${product.baseUrl}/?for=${WORD}`, { waitUntil: 'commit' });
    await step(page, 'phone-remembered-size', async () => {
      await page.waitForURL(/per=16/);
      await page.getByText(`1-16 of ${COUNT}`).waitFor();
    });
    expect(await seen()).toEqual([`1-16 of ${COUNT}`]);
    // In the browser (the header's Search link from a notice page): no default-size render either.
    await page.goto(`${product.baseUrl}/notices/${noticeId}`);
    await page.getByRole('heading', { level: 1, name: `Gravel pit hearing ${COUNT}` }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('per') === '16');
    await page.getByText(/^1-16 of /).waitFor();
    expect((await seen()).filter((label) => label.startsWith('1-8 of'))).toEqual([]);
  });

  test('keeps the selection when the reader comes back from a notice; a new search clears it', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/?for=${WORD}&per=4`);
    const notices = page.getByRole('list', { name: 'Notices' });
    const first = notices.getByRole('checkbox').first();
    await first.check();
    await page.getByRole('button', { name: 'Print selected (1)' }).waitFor();
    await notices.getByRole('link').first().click();
    await page.waitForURL(/\/notices\/\d+/);
    await page.goBack();
    await step(page, 'phone-selection-back', async () => {
      await page.waitForURL(new RegExp(`for=${WORD}`));
      await page.getByRole('button', { name: 'Print selected (1)' }).waitFor();
      // Retried: the box is checked as the restored selection renders, not necessarily with the button.
      await expect(notices.getByRole('checkbox').first()).toBeChecked();
    });
    // Another page of the same search keeps it too; another search does not.
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Print selected (1)' }).waitFor();
    await page.getByLabel('Search text').fill('gravel pit');
    await page.getByLabel('Search text').press('Enter');
    await page.waitForURL(/for=gravel/);
    await page.getByRole('button', { name: 'Print selected (0)' }).waitFor();
  });

  test('gives the focus back to the opener when a window or the printing preview closes with Escape', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/?for=${WORD}`);
    await page.getByText(`${COUNT} notices found.`).waitFor();
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await step(page, 'phone-dialog-escape', async () => {
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(page)).toBe('Register');
    });

    await page.getByRole('list', { name: 'Notices' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Print selected (1)' }).click();
    const preview = page.getByRole('region', { name: 'Printing preview (1)' });
    await preview.waitFor();
    await preview.getByRole('button', { name: 'Hide preview' }).focus();
    await page.keyboard.press('Escape');
    await step(page, 'phone-preview-escape', async () => {
      await preview.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(page)).toBe('Print selected (1)');
    });
  });

  test('stacks the list view as label and value under 600 px, a table on a desktop', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/?for=${WORD}&per=4`);
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('table').first().waitFor();
    const layout = () =>
      page.evaluate(() => {
        const scroll = document.querySelector<HTMLElement>('.table-scroll')!;
        const cell = document.querySelector<HTMLElement>('.notice-table td[data-label="Publication"]')!;
        return {
          sideways: scroll.scrollWidth > scroll.clientWidth + 1,
          pageSideways: document.documentElement.scrollWidth > window.innerWidth,
          cell: getComputedStyle(cell).display,
          label: getComputedStyle(cell, '::before').content,
        };
      });
    await step(page, 'phone-list-view', async () => {
      const phone = await layout();
      expect(phone.sideways).toBe(false);
      expect(phone.pageSideways).toBe(false);
      expect(phone.cell).toBe('block');
      expect(phone.label).toContain('Publication');
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await layout();
    expect(desktop.cell).toBe('table-cell');
    expect(await page.getByRole('columnheader').count()).toBe(6);
    await page.getByRole('button', { name: 'Grid' }).click();
  });

  test('still searches and sizes pages without JavaScript', async ({ browser, product }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await context.newPage();
    await plain.goto(`${product.baseUrl}/`);
    await plain.getByLabel('Search text').fill(WORD);
    await plain.getByRole('button', { name: 'Search', exact: true }).click();
    await plain.waitForURL(new RegExp(`for=${WORD}`));
    await plain.getByText(`${COUNT} notices found.`).waitFor();
    await plain.getByLabel('Notices per page').selectOption('4');
    await plain.getByRole('button', { name: 'Apply page size' }).click();
    await plain.waitForURL(/per=4/);
    await plain.getByText(`1-4 of ${COUNT}`).waitFor();
    await context.close();
  });

  test('has no HTML_CodeSniffer (pa11y) WCAG 2 AA errors on the results, a notice and the login window', async ({
    page,
    product,
  }) => {
    const found: string[] = [];
    for (const path of [`/?for=${WORD}`, `/notices/${noticeId}`, `/login?for=${WORD}`]) {
      await page.goto(`${product.baseUrl}${path}`);
      if (path.startsWith('/login')) await page.getByRole('dialog', { name: 'Login' }).waitFor();
      else await page.getByText(`Gravel pit hearing ${COUNT}`).first().waitFor();
      found.push(...(await htmlcsErrors(page)).map((error) => `${path}: ${error}`));
    }
    expect(found).toEqual([]);
  });
});
