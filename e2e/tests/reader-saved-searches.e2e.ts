import type { Page } from '@playwright/test';
import { api, createActiveReader, publishNoticeToday } from '../support/api';
import { step } from '../support/debug';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.mail });

/** The number of notices the site's results say they found ("40 notices found."). */
async function foundOnSite(page: Page): Promise<number> {
  const text = await page.locator('.results-count').innerText();
  const match = /([\d,]+) notices? found/.exec(text);
  expect(match, `a count in "${text}"`).not.toBeNull();
  return Number(match![1].replace(/,/g, ''));
}

interface Saved {
  id: number;
  name: string;
  dateRange: string | null;
  query: string;
  numberOfHits: number;
  notificationsEnabled: boolean;
}

/**
 * As a reader meets them: a search saved with "Any date" gives back every
 * date everywhere (the dashboard's count, Launch, the editor, the alert e-mail's link); the dashboard's
 * editor saves; the unsubscribe page says one thing per state, also without JavaScript; and forgot
 * password tells a blocked account whom to contact.
 */
test.describe('a reader keeps "any date" in a saved search, edits it, turns its alerts off, and a blocked account asks for a new password', () => {
  const person = { email: 'keeper.reader@example.org', password: 'Reader-Keeps-42' };
  const blocked = { email: 'blocked.reader@example.org', password: 'Blocked-Pass-42' };
  const name = 'Every foreclosure';
  const edited = 'Foreclosures, any date';

  // One walk: the count, Launch, the editor and the e-mail are all of the one saved search.
  test('saves "Any date", sees it kept by the count, Launch, the editor and the alert e-mail, edits it, unsubscribes twice, and is told a blocked account is blocked', async ({
    browser,
    page: reader,
    pageErrors,
    product,
    mailbox,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Saginaw Sentinel',
      noticeType: 'Foreclosure Sale',
      ownerEmail: 'owner.keeper@example.org',
    });
    const admin = world.admin;
    for (const account of [person, blocked]) {
      const user = await createActiveReader(admin.request, product.baseUrl, account.email, account.password);
      if (account === blocked)
        await api(admin.request, product.baseUrl, 'PUT', `/admin/users/${user.id}/block`);
    }
    const mine = async () =>
      (await api<{ data: Saved[] }>(reader.request, product.baseUrl, 'GET', '/savedsearches')).data;
    await reader.setViewportSize({ width: 1280, height: 900 });

    let everyDate = 0;
    await test.step('saves a search for every date from the results ("Any date")', async () => {
      await signInOnSite(reader, product.baseUrl, person.email, person.password);
      await reader.goto(`${product.baseUrl}/?for=foreclosure&dateRange=all`);
      await reader.getByText('Dates: any date.').waitFor();
      everyDate = await foundOnSite(reader);
      await reader.getByText('Save search').click();
      await reader.getByLabel('Search name').fill(name);
      await reader.getByRole('button', { name: 'Save', exact: true }).click();
      await step(reader, 'save-any-date', () =>
        reader
          .getByText(/Search saved/)
          .first()
          .waitFor(),
      );
      const saved = await mine();
      expect(saved).toEqual([
        expect.objectContaining({
          name,
          dateRange: 'all',
          numberOfHits: everyDate,
          notificationsEnabled: true,
        }),
      ]);
      expect(new URLSearchParams(saved[0].query).get('dateRange')).toBe('all');
    });

    await test.step('the dashboard counts every date and Launch opens every date', async () => {
      await reader.goto(`${product.baseUrl}/admin/#/savedsearches`);
      await reader.getByRole('link', { name: `${name} (${everyDate})` }).waitFor();
      const launch = reader.getByRole('link', { name: 'Launch search' }).first();
      const href = await launch.getAttribute('href');
      expect(href).toContain('dateRange=all');
      await reader.goto(new URL(href!, product.baseUrl).toString());
      await reader.getByRole('heading', { name: `Saved search results: ${name}` }).waitFor();
      await reader.getByText('Dates: any date.').waitFor();
      expect(await foundOnSite(reader)).toBe(everyDate);
    });

    await test.step('the editor shows "Any date", and saving a new name works and keeps it', async () => {
      const [{ id }] = await mine();
      await reader.goto(`${product.baseUrl}/admin/#/savedsearches/${id}/show`);
      await reader.getByRole('link', { name: 'Edit', exact: true }).click();
      const range = reader.getByRole('combobox', { name: /Date range/ });
      await expect(range).toContainText('Any date');
      const nameInput = reader.getByLabel(/^Name/);
      await nameInput.fill(edited);
      await step(reader, 'edit-save', async () => {
        const put = reader.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/savedsearches/${id}`),
        );
        await reader.getByRole('button', { name: 'Save', exact: true }).click();
        expect((await put).status()).toBe(200);
      });
      await reader.getByText('Search saved').first().waitFor();
      await reader.waitForURL(new RegExp(`#/savedsearches/${id}/show`));
      const [after] = await mine();
      expect(after).toMatchObject({ name: edited, dateRange: 'all', numberOfHits: everyDate });
      await reader.goto(`${product.baseUrl}/admin/#/savedsearches/${id}`);
      await expect(reader.getByRole('combobox', { name: /Date range/ })).toContainText('Any date');
    });

    let unsubscribe = '';
    await test.step('the alert e-mail\'s "See all results" opens every date', async () => {
      await publishNoticeToday(admin.request, product.baseUrl, {
        noticeTypeId: world.noticeTypeId,
        publicationId: world.publicationId,
        title: 'Notice of Foreclosure Sale: 14 Birch Lane, Saginaw',
        content:
          'Default has been made in the conditions of a mortgage; foreclosure by sale of the premises.',
      });
      const mail = await mailbox.waitFor(person.email, /saved search/, 30000);
      expect(mail.text).toContain(edited);
      const seeAll = /See all results: (\S+)/.exec(mail.text)?.[1];
      expect(seeAll, 'the "See all results" link').toBeDefined();
      expect(new URL(seeAll!).searchParams.get('dateRange')).toBe('all');
      unsubscribe = mail.links.find((l) => l.includes('/unsubscribe/') && !l.includes('/api/'))!;
      expect(unsubscribe).toBeDefined();
      const [now] = await mine();
      await reader.goto(seeAll!);
      await reader.getByText('Dates: any date.').waitFor();
      expect(await foundOnSite(reader)).toBe(now.numberOfHits);
      expect(now.numberOfHits).toBeGreaterThanOrEqual(everyDate);
    });

    await test.step('unsubscribes without JavaScript; opened again, the page only says the alerts are already off', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(unsubscribe);
      await plain
        .getByText(`You get e-mail or text alerts about new notices matching your saved search`)
        .waitFor();
      await step(plain, 'unsubscribe-on', () =>
        plain.getByRole('button', { name: 'Turn off notifications' }).click(),
      );
      await plain.getByText(`Notifications for ${edited} are off.`).waitFor();
      const [off] = await mine();
      expect(off.notificationsEnabled).toBe(false);

      for (const page of [plain, reader]) {
        await page.goto(unsubscribe);
        await step(page, 'unsubscribe-already-off', () =>
          page.getByText('Alerts for this search are already off').waitFor(),
        );
        expect(await page.getByRole('button', { name: 'Turn off notifications' }).count()).toBe(0);
        expect(await page.getByText(/You get e-mail or text alerts/).count()).toBe(0);
      }
      await context.close();
    });

    await test.step('forgot password for a blocked account says it is blocked and whom to contact', async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto(`${product.baseUrl}/login?mode=forget`);
      const dialog = visitor.getByRole('dialog', { name: 'Forgot password' });
      await dialog.getByLabel('E-mail').fill(blocked.email);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await step(visitor, 'forget-blocked', () =>
        dialog.getByText('Your account is blocked. Please contact your administrator.').waitFor(),
      );
      expect(await dialog.getByText(/not active yet/).count()).toBe(0);
      expect(await visitor.getByRole('link', { name: 'Resend verification e-mail' }).count()).toBe(0);
      const resets = mailbox.mails.filter(
        (m) => m.to.includes(blocked.email) && m.links.some((l) => l.includes('/forget_password/')),
      );
      expect(resets).toEqual([]);
      await context.close();
      expect(pageErrors).toEqual([]);
    });
  });
});
