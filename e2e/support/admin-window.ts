import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from './browser';
import { ADMIN, startProduct, type Product } from './product';
import { signInOnSite } from './session';

/** The product, Chromium and one 1366×768 window where the administrator is signed in. */
export interface AdminWindow {
  product: Product;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Script errors the page raised; each test fails on any (afterEach). */
  pageErrors: string[];
}

/**
 * For a back-office test file: before its tests, starts the product as `npm start` does (demo data) and
 * signs the administrator in on a laptop-sized window; after each test, fails on page errors; after the
 * file, stops both. The fields are filled in by beforeAll, so read them inside tests and hooks.
 */
export function useAdminWindow(): AdminWindow {
  const opened = {} as AdminWindow;
  beforeAll(async () => {
    opened.product = await startProduct();
    opened.browser = await launchBrowser();
    opened.context = await opened.browser.newContext({ viewport: { width: 1366, height: 768 } });
    opened.page = await opened.context.newPage();
    opened.pageErrors = watchPageErrors(opened.page);
    await signInOnSite(opened.page, opened.product.baseUrl, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await opened.browser?.close();
    await opened.product?.stop();
  });
  afterEach(() => expect(opened.pageErrors).toEqual([]));
  return opened;
}
