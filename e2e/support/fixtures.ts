import { test as base, expect, type Page } from '@playwright/test';
import { MailCatcher } from '../../testkit/mail-catcher';
import { startOidcProvider, type Account, type OidcProvider } from '../../testkit/oidc-provider';
import { startDemoProduct, type DemoProduct } from './demo-product';
import { ADMIN, freePort, startProduct, type Product } from './product';
import { signInByApi } from './session';

export { expect };

/** How a file's product differs from the one `npm start` runs on a fresh clone. */
export interface ProductOptions {
  /** Settings beside the fresh-clone ones. */
  env?: Record<string, string>;
  /** Sends the product's mail to the worker's `mailbox` (SMTP_URL). */
  mail?: boolean;
  /** Points the product's social sign-in at the worker's `oidc` provider, which knows these accounts. */
  oidcAccounts?: Record<string, Account>;
}

interface WorkerFixtures {
  /**
   * Set by every test file with `test.use({ productOptions: { … } })`, even when empty: a file's own
   * options object is a worker option of its own, so the file gets its own worker and so its own fresh
   * product, whatever ran before it. Files that pass the same object (one of SHARED_PRODUCT's) may run
   * one after another in one worker, on one product.
   */
  productOptions: ProductOptions;
  /** The one SMTP catcher of the worker (testkit/mail-catcher.ts). */
  mailbox: MailCatcher;
  /** The OpenID provider (testkit/oidc-provider.ts) of a product with productOptions.oidcAccounts; else null. */
  oidc: OidcProvider | null;
  /** The port the product listens on, chosen first so the OIDC provider knows its redirect URI. */
  productPort: number;
  /** The built product, started as `npm start` does (demo data, ./.data), with ADMIN as SYSTEM_ADMIN. */
  product: Product;
  /** The product as on a fresh clone with no ADMIN_EMAIL: accounts read from the start-up banners. */
  demo: DemoProduct;
}

interface TestFixtures {
  /** Uncaught script errors of `page` (Playwright's, watched here); the test fails on any. */
  pageErrors: string[];
  /** `page` as a 1366×768 back-office window where the system administrator is signed in (blank). */
  adminPage: Page;
}

/**
 * Products that several small files walk one after another (Playwright keeps a worker, and so its
 * product, for the next file with the same worker options): a product start costs 7-25 s, more than most
 * of these files' tests. A file joins a group only when it creates every record it looks at (its own
 * words, titles and accounts), changes no setting another file of the group reads, and counts only its
 * own mail. Its stories then meet a product that was used before, as a real one is.
 */
export const SHARED_PRODUCT = {
  /** The clerk's week: notices created, corrected, copied, found; dates added and canceled. */
  clerkWeek: {},
  /** The back office's shell: display rules, errors, links followed signed out, publications, proofs. */
  backOffice: {},
  /** A reader's notice pages, on a desk and on a phone, and the account pages. */
  reader: {},
  /** Stories that read the mail the product sends (each counts only its own addresses' mail). */
  mail: { mail: true },
} as const satisfies Record<string, ProductOptions>;

const SLOW_START = { scope: 'worker', timeout: 180_000 } as const;
/** The options of a file that did not call test.use: refused, since it would share a product. */
const UNSET: ProductOptions = {};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  productOptions: [UNSET, { scope: 'worker', option: true }],
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this
    async ({}, use) => {
      const mailbox = new MailCatcher();
      await mailbox.start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  productPort: [
    // eslint-disable-next-line no-empty-pattern -- see mailbox
    async ({}, use) => use(await freePort()),
    { scope: 'worker' },
  ],
  oidc: [
    async ({ productOptions, productPort }, use) => {
      if (!productOptions.oidcAccounts) return use(null);
      const provider = await startOidcProvider(
        new Map(Object.entries(productOptions.oidcAccounts)),
        `http://127.0.0.1:${productPort}/api/v1/auth/oauth/callback`,
      );
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
  product: [
    async ({ productOptions, productPort, mailbox, oidc }, use) => {
      if (productOptions === UNSET)
        throw new Error('a test file using `product` starts with test.use({ productOptions: { … } })');
      const product = await startProduct({
        port: productPort,
        env: {
          ...(productOptions.mail ? { SMTP_URL: mailbox.url } : {}),
          ...oidc?.env,
          ...productOptions.env,
        },
      });
      await use(product);
      await product.stop();
    },
    SLOW_START,
  ],
  demo: [
    // eslint-disable-next-line no-empty-pattern -- see mailbox
    async ({}, use) => {
      const demo = await startDemoProduct();
      await use(demo);
      await demo.stop();
    },
    SLOW_START,
  ],
  // eslint-disable-next-line no-empty-pattern -- see mailbox
  pageErrors: async ({}, use) => use([]),
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
  adminPage: async ({ page, product }, use) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInByApi(page.request, product.baseUrl, ADMIN.email, ADMIN.password);
    await use(page);
  },
});
