import { useAdminWindow } from '../support/admin-window';

/** Issue 10, story 9: every back-office list fits a 1366×768 screen, and Back walks the list's pages. */
describe('back-office lists at 1366×768', () => {
  const admin = useAdminWindow();

  /** How far the table reaches past its box and past the window, in px (0 when it fits). */
  const overflow = () =>
    admin.page.evaluate(() => {
      const wrapper = document.querySelector('.RaDatagrid-tableWrapper');
      const headers = Array.from(document.querySelectorAll('thead th'));
      const right = Math.max(...headers.map((th) => th.getBoundingClientRect().right));
      return {
        inside: wrapper ? wrapper.scrollWidth - wrapper.clientWidth : -1,
        window: Math.max(0, right - window.innerWidth),
      };
    });

  it.each(['/users', '/publications', '/noticetypes', '/notices', '/billingreports', '/audit_log'])(
    '%s shows every default column without scrolling sideways',
    async (path) => {
      await admin.page.goto(`${admin.product.baseUrl}/admin/#${path}`);
      await admin.page.locator('tbody tr').first().waitFor();
      await admin.page.screenshot({ path: `/tmp/h6-list${path.replace('/', '-')}.png` });
      expect(await overflow()).toEqual({ inside: 0, window: 0 });
    },
  );

  it('keeps the columns the issue found off-screen in view', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/notices`);
    for (const name of ['Publication dates', 'Submission type', 'Created at'])
      expect(await admin.page.getByRole('columnheader', { name }).isVisible()).toBe(true);
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/users`);
    await admin.page.getByRole('columnheader', { name: 'Status' }).waitFor();
    const box = await admin.page.getByRole('columnheader', { name: 'Status' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  });

  it('offers the columns hidden by default in the column chooser', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/users`);
    expect(await admin.page.getByRole('columnheader', { name: 'Created at' }).count()).toBe(0);
    await admin.page.getByRole('button', { name: 'Columns' }).click();
    await admin.page.getByRole('presentation').getByLabel('Created at').check();
    await admin.page.keyboard.press('Escape');
    await admin.page.getByRole('columnheader', { name: 'Created at' }).waitFor();
  });

  it('returns to the previous page of the list with Back', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/notices`);
    await admin.page.waitForURL(/page=1/);
    const firstTitle = () => admin.page.locator('tbody tr td.column-title').first().textContent();
    const pageOne = await firstTitle();
    await admin.page.getByRole('button', { name: 'Go to page 2' }).first().click();
    await admin.page.waitForURL(/page=2/);
    await admin.page.getByRole('button', { name: 'Go to page 3' }).first().click();
    await admin.page.waitForURL(/page=3/);
    await admin.page.goBack();
    await admin.page.waitForURL(/#\/notices\?.*page=2/);
    await admin.page.goBack();
    await admin.page.waitForURL(/#\/notices\?.*page=1/);
    await admin.page.waitForFunction(
      (title) => document.querySelector('tbody tr td.column-title')?.textContent === title,
      pageOne,
    );
  });
});
