import type { Browser, Page } from 'playwright-core';
import { api, publishNoticeToday } from '../support/api';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { step } from '../support/debug';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { startProduct, type Product } from '../support/product';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

/** A reader saves a search on the site; publishing a matching notice sends one alert e-mail they can unsubscribe from. */
describe('save a search, get an alert, unsubscribe in one click', () => {
  let product: Product;
  let mailbox: Mailbox;
  let browser: Browser;
  let admin: Page;
  let reader: Page;
  let pageErrors: string[];
  let notice: { noticeTypeId: number; publicationId: number };
  const person = { email: 'alerts.reader@example.org', password: 'Reader-Pass-42' };

  beforeAll(async () => {
    mailbox = await startMailbox();
    product = await startProduct({ env: { SMTP_URL: mailbox.url } });
    browser = await launchBrowser();
    const world = await publishingWorld(browser, product, {
      publication: 'Genesee Gazette',
      noticeType: 'Invitation to Bid',
      ownerEmail: 'owner.alerts@example.org',
    });
    admin = world.admin;
    notice = { noticeTypeId: world.noticeTypeId, publicationId: world.publicationId };
    const user = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/users', {
      email: person.email,
      givenName: 'Alma',
      familyName: 'Reader',
      roles: 'PUBLIC_USER',
    });
    await api(admin.request, product.baseUrl, 'PUT', `/admin/users/${user.id}/activate`, {
      password: person.password,
      confirmPassword: person.password,
    });
    reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(reader);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await mailbox?.close();
  });

  it('saves the current search from the results', async () => {
    await signInOnSite(reader, product.baseUrl, person.email, person.password);
    await reader.goto(`${product.baseUrl}/?for=culvert`);
    await reader.getByText('Save search').click();
    await reader.getByLabel('Search name').fill('Culvert bids');
    await reader.getByRole('button', { name: 'Save', exact: true }).click();
    await step(reader, 'save-search', () => reader.getByText(/saved/i).first().waitFor());
    const saved = await api<{ data: Array<{ name: string; notificationsEnabled: boolean }> }>(
      reader.request,
      product.baseUrl,
      'GET',
      '/savedsearches',
    );
    expect(saved.data).toEqual([
      expect.objectContaining({ name: 'Culvert bids', notificationsEnabled: true }),
    ]);
  });

  it('sends one alert e-mail with one-click unsubscribe headers when a matching notice is published', async () => {
    await publishNoticeToday(admin.request, product.baseUrl, {
      ...notice,
      title: 'Invitation to Bid: Culvert Replacement on Maple Road',
      content: 'Sealed bids for the replacement of the Maple Road culvert will be received until 2 p.m.',
    });
    await publishNoticeToday(admin.request, product.baseUrl, {
      ...notice,
      title: 'Invitation to Bid: Snow Plowing',
      content: 'Sealed bids for snow plowing services.',
    });
    const mail = await mailbox.waitFor(person.email, /saved search/, 30000);
    expect(mail.raw).toContain('Culvert Replacement on Maple Road');
    expect(mail.raw).not.toContain('Snow Plowing');
    expect(mail.raw).toMatch(/List-Unsubscribe: <http[^>]+\/api\/v1\/savedsearches\/unsubscribe\/[^>]+>/);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const link = mail.links.find((l) => l.includes('/unsubscribe/') && !l.includes('/api/'))!;
    await reader.goto(link);
    await step(reader, 'unsubscribe-page', () =>
      reader.getByRole('button', { name: 'Turn off notifications' }).click(),
    );
    await reader.getByText('Notifications for Culvert bids are off.').waitFor();
    const saved = await api<{ data: Array<{ notificationsEnabled: boolean }> }>(
      reader.request,
      product.baseUrl,
      'GET',
      '/savedsearches',
    );
    expect(saved.data[0].notificationsEnabled).toBe(false);
    expect(
      mailbox.mails.filter((m) => m.to.includes(person.email) && /saved search/.test(m.subject)),
    ).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
