import type { Page } from '@playwright/test';
import { startTwilioStandIn, type TwilioStandIn } from '../../testkit/twilio-stand-in';
import { api, publishNoticeToday } from '../support/api';
import { axeViolations } from '../support/axe';
import { expect, test as base } from '../support/fixtures';
import { signInByApi, signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

/** Phones whose text alerts Twilio's stand-in accepts and refuses for good (400: the number is not valid). */
const ACCEPTED = { email: 'texts.accepted@example.org', phone: '517-555-0101', e164: '+15175550101' };
const REFUSED = { email: 'texts.refused@example.org', phone: '517-555-0102', e164: '+15175550102' };
const PASSWORD = 'Reader-Pass-42';
const OWNER = { email: 'owner.outboxes@example.org', password: 'Owner-Pass-2026' };

/**
 * The product with a mail relay that is down (port 1: refused at once, so every e-mail waits for its
 * next try) and Twilio's Messages endpoint played by a local server, which refuses REFUSED's number.
 */
const test = base.extend<object, { twilio: TwilioStandIn }>({
  twilio: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this
    async ({}, use) => {
      const twilio = await startTwilioStandIn((to, count) =>
        to === REFUSED.e164
          ? [400, { message: 'The To number is not a valid phone number.' }]
          : [201, { sid: `SM${count}` }],
      );
      await use(twilio);
      await twilio.close();
    },
    { scope: 'worker' },
  ],
  productOptions: [
    async ({ twilio }, use) =>
      use({
        env: {
          SMTP_URL: 'smtp://127.0.0.1:1',
          SMS_PROVIDER: 'twilio',
          SMS_API_BASE: twilio.url,
          TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
          TWILIO_AUTH_TOKEN: 'e2e-token',
          TWILIO_FROM: '+15175550000',
        },
      }),
    { scope: 'worker' },
  ],
});

interface Outbox {
  data: Array<{ recipient: string; status: string; attempts: number; nextAttemptAt: string | null }>;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The cells of the table row whose text contains `text`. */
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** Every default column, the last one (Sent at) included, inside the 1366 px window without scrolling. */
async function expectColumnsInView(page: Page): Promise<void> {
  const sentAt = await page.getByRole('columnheader', { name: 'Sent at' }).boundingBox();
  expect(sentAt!.x + sentAt!.width).toBeLessThanOrEqual(1366);
  const wrapper = page.locator('.RaDatagrid-tableWrapper');
  expect(await wrapper.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
}

/** Chooses a delivery status (its label) in the list's filter and waits for the list's address to say it. */
async function filterByDelivery(page: Page, label: 'Failed' | 'Queued'): Promise<void> {
  await page.getByRole('combobox', { name: 'Delivery' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.hash.includes(`filters%5Bstatus%5D%5B%24eq%5D=${label.toLowerCase()}`));
}

/** A system administrator follows where each e-mail and text message stands. */
test.describe('the outboxes in the back office', () => {
  test('shows the delivery of e-mails (Mailbox) and of text alerts (Text messages) to a system administrator, and to no one else', async ({
    adminPage,
    browser,
    playwright,
    product,
    twilio,
  }) => {
    test.setTimeout(180_000);
    const world = await publishingWorld(browser, product, {
      publication: 'Outbox Gazette',
      noticeType: 'Invitation to Bid',
      ownerEmail: OWNER.email,
    });
    const admin = world.admin.request;

    await test.step('two readers with phones save a search with text alerts; a matching notice is published', async () => {
      for (const reader of [ACCEPTED, REFUSED]) {
        const user = await api<{ id: number }>(admin, product.baseUrl, 'POST', '/admin/users', {
          email: reader.email,
          givenName: 'Text',
          familyName: 'Reader',
          roles: 'PUBLIC_USER',
          phone: reader.phone,
        });
        await api(admin, product.baseUrl, 'PUT', `/admin/users/${user.id}/activate`, {
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
        const session = await playwright.request.newContext();
        await signInByApi(session, product.baseUrl, reader.email, PASSWORD);
        await api(session, product.baseUrl, 'POST', '/savedsearches', {
          name: 'Culvert texts',
          for: 'culvert',
          notificationsEnabled: false,
          textNotificationsEnabled: true,
        });
        await session.dispose();
      }
      await publishNoticeToday(admin, product.baseUrl, {
        noticeTypeId: world.noticeTypeId,
        publicationId: world.publicationId,
        title: 'Invitation to Bid: Culvert Replacement on Maple Road',
        content: 'Sealed bids for the replacement of the Maple Road culvert will be received until 2 p.m.',
      });
      // The texts go out through their jobs, the e-mails (account activation) fail their first try.
      await until(async () => {
        const texts = await api<Outbox>(admin, product.baseUrl, 'GET', '/admin/text_messages');
        return texts.data.filter((t) => t.status === 'sent' || t.status === 'failed').length === 2;
      }, 'the two text messages');
      expect(twilio.received.map((message) => message.form.get('To')).sort()).toEqual([
        ACCEPTED.e164,
        REFUSED.e164,
      ]);
      await until(async () => {
        const mails = await api<Outbox>(admin, product.baseUrl, 'GET', '/admin/mailbox');
        return mails.data.some((m) => m.recipient === REFUSED.email && m.nextAttemptAt !== null);
      }, 'an e-mail waiting for its next try');
    });

    await test.step('the Mailbox shows each e-mail waiting for its next try, and filters by delivery', async () => {
      await adminPage.goto(`${product.baseUrl}/admin/#/mailbox`);
      const waiting = row(adminPage, REFUSED.email);
      await waiting.waitFor();
      for (const name of ['Delivery', 'Attempts', 'Next attempt'])
        await expect(adminPage.getByRole('columnheader', { name })).toBeVisible();
      await expect(waiting.locator('td.column-status')).toHaveText('Queued');
      await expect(waiting.locator('td.column-attempts')).toHaveText('1');
      await expect(waiting.locator('td.column-nextAttemptAt')).toHaveText(/^\d\d\/\d\d\/\d{4}, /);
      await expect(waiting.locator('td.column-sentAt')).toHaveText('-');
      await adminPage.screenshot({ path: '/tmp/outboxes-mailbox.png' });
      await expectColumnsInView(adminPage);
      expect(await axeViolations(adminPage)).toEqual([]);

      await filterByDelivery(adminPage, 'Failed');
      await adminPage.getByText(/^No Mailbox found using the current filters/).waitFor();
      await filterByDelivery(adminPage, 'Queued');
      await waiting.waitFor();
      const statuses = await adminPage.locator('tbody tr td.column-status').allTextContents();
      expect(new Set(statuses)).toEqual(new Set(['Queued']));
    });

    await test.step('Text messages, beside the Mailbox in the menu, shows each text and its delivery', async () => {
      await adminPage.goto(`${product.baseUrl}/admin/#/`);
      const menu = adminPage.getByRole('menuitem', { name: 'Mailbox' });
      await menu.waitFor();
      const texts = adminPage.getByRole('menuitem', { name: 'Text messages' });
      const [mailboxBox, textsBox] = [await menu.boundingBox(), await texts.boundingBox()];
      expect(textsBox!.y).toBeGreaterThan(mailboxBox!.y); // right under it
      expect(textsBox!.y - mailboxBox!.y).toBeLessThanOrEqual(mailboxBox!.height + 1);
      await texts.click();
      await adminPage.waitForURL(/#\/text_messages/);
      const sent = row(adminPage, ACCEPTED.e164);
      const refused = row(adminPage, REFUSED.e164);
      await sent.waitFor();
      await expect(sent.locator('td.column-status')).toHaveText('Sent');
      await expect(sent.locator('td.column-body')).toContainText('Culvert texts');
      await expect(refused.locator('td.column-status')).toHaveText('Failed');
      await expect(refused.locator('td.column-attempts')).toHaveText('1');
      await expect(refused.locator('td.column-nextAttemptAt')).toHaveText('-');
      await adminPage.screenshot({ path: '/tmp/outboxes-texts.png' });
      await expectColumnsInView(adminPage);
      expect(await axeViolations(adminPage)).toEqual([]);

      await filterByDelivery(adminPage, 'Failed');
      await expect(adminPage.locator('tbody tr')).toHaveCount(1);
      await refused.click();
      await adminPage.waitForURL(/#\/text_messages\/\d+\/show/);
      const show = adminPage.locator('.RaShow-main');
      await expect(show).toContainText(REFUSED.e164);
      await expect(show).toContainText('Failed');
      await expect(show).toContainText('Twilio 400: The To number is not a valid phone number.');
      await expect(show).toContainText('1 new notice matches "Culvert texts"');
      await adminPage.screenshot({ path: '/tmp/outboxes-text-show.png', fullPage: true });
      expect(await axeViolations(adminPage)).toEqual([]);
    });

    await test.step('a publication administrator sees neither outbox in the menu and may not open them', async () => {
      const owner = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await signInOnSite(owner, product.baseUrl, OWNER.email, OWNER.password);
      await owner.getByRole('menuitem', { name: 'Notices', exact: true }).waitFor();
      await expect(owner.getByRole('menuitem', { name: 'Mailbox' })).toHaveCount(0);
      await expect(owner.getByRole('menuitem', { name: 'Text messages' })).toHaveCount(0);
      await owner.screenshot({ path: '/tmp/outboxes-owner-menu.png' });
      await owner.goto(`${product.baseUrl}/admin/#/text_messages`);
      await owner.getByText('Permission denied.').waitFor();
      await owner.close();
    });
  });
});
