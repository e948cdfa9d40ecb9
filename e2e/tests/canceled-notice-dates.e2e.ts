import type { Page } from '@playwright/test';
import { api, detroitDayIn } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

/**
 * The cancel window's words follow who may add a date to a canceled notice: a PUBLICATION_MANAGER with
 * publish permission may (the notice is scheduled again), and is told so before canceling; anyone else
 * cannot, and is told it cannot be undone.
 */
test.describe('canceling every date of a notice, and what can follow', () => {
  test('a manager who may publish cancels, is told a date can still be added, and schedules it again', async ({
    browser,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Alpena News',
      noticeType: 'Notice of Hearing',
      ownerEmail: 'owner.cancel@example.org',
    });
    const scheduled = async (title: string) => {
      const { id } = await api<{ id: number }>(
        world.admin.request,
        product.baseUrl,
        'POST',
        '/admin/notices',
        {
          title,
          content: 'A public hearing will be held.',
          noticeTypeId: world.noticeTypeId,
          publicationId: world.publicationId,
          fieldValues: [],
          publicationDates: [{ date: detroitDayIn(7) }],
        },
      );
      await api(world.admin.request, product.baseUrl, 'PUT', `/admin/notices/${id}/publish`);
      return id;
    };
    const cancelDialog = async (page: Page) => {
      await page.getByRole('button', { name: 'Cancel dates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel publication dates' });
      await dialog.waitFor();
      return dialog;
    };

    // The system administrator may not add dates to a canceled notice: "cannot be undone" is true.
    const adminNotice = await scheduled('Hearing on the drain assessment');
    const admin = world.admin;
    await admin.goto(`${product.baseUrl}/admin/#/notices/${adminNotice}/show`);
    const adminDialog = await cancelDialog(admin);
    await expect(adminDialog).toContainText('this cannot be undone: no date can be added to it again');
    await adminDialog.getByRole('button', { name: /confirm/i }).click();
    await admin.getByText('C - Canceled').first().waitFor();
    // The dates' list and the notice's actions refresh one after the other: wait for the actions.
    await expect(admin.getByRole('button', { name: 'Add date' })).toHaveCount(0);

    // The publication's manager, who may publish there.
    const owner = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(owner, product.baseUrl, 'owner.cancel@example.org', 'Owner-Pass-2026');
    const ownerNotice = await scheduled('Hearing on the bridge closure');
    await owner.goto(`${product.baseUrl}/admin/#/notices/${ownerNotice}/show`);
    const ownerDialog = await cancelDialog(owner);
    await expect(ownerDialog).toContainText('you can still add a new date later, which schedules it again');
    await ownerDialog.getByRole('button', { name: /confirm/i }).click();
    await owner.getByText('C - Canceled').first().waitFor();
    await owner.getByRole('button', { name: 'Add date' }).click();
    const add = owner.getByRole('dialog', { name: 'Add publication date' });
    await expect(add).toContainText('This notice is canceled: the new date schedules it again.');
    await add.getByLabel('Publication date').fill(detroitDayIn(14));
    await add.getByRole('button', { name: /confirm/i }).click();
    await owner.getByText('S - Scheduled').first().waitFor();
    await owner.close();
  });
});
