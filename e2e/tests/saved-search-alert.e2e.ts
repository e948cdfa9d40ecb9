import { api, createActiveReader, publishNoticeToday } from '../support/api';
import { step } from '../support/debug';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.mail });

/** A reader saves a search on the site; publishing a matching notice sends one alert e-mail they can unsubscribe from. */
test.describe('save a search, get an alert, unsubscribe in one click', () => {
  const person = { email: 'alerts.reader@example.org', password: 'Reader-Pass-42' };

  // One walk: the alert needs the saved search, the unsubscribe needs the alert.
  test('saves the current search from the results, is mailed one alert when a matching notice is published and unsubscribes', async ({
    browser,
    page: reader,
    pageErrors,
    product,
    mailbox,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Genesee Gazette',
      noticeType: 'Invitation to Bid',
      ownerEmail: 'owner.alerts@example.org',
    });
    const admin = world.admin;
    const notice = { noticeTypeId: world.noticeTypeId, publicationId: world.publicationId };
    await createActiveReader(admin.request, product.baseUrl, person.email, person.password);
    await reader.setViewportSize({ width: 1280, height: 900 });
    await test.step('saves the current search from the results', async () => {
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
    await test.step('sends one alert e-mail with one-click unsubscribe headers when a matching notice is published', async () => {
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
      expect(mail.text).toContain('Culvert Replacement on Maple Road');
      expect(mail.text).not.toContain('Snow Plowing');
      expect(mail.text).toMatch(/List-Unsubscribe: <http[^>]+\/api\/v1\/savedsearches\/unsubscribe\/[^>]+>/);
      expect(mail.text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

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
});
