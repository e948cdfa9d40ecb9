import { api, detroitToday, publishNoticeToday } from '../support/api';
import { axeViolations } from '../support/axe';
import { watchPageErrors } from '../support/browser';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: {}, viewport: { width: 1280, height: 900 } });

/** The public site as readers walk it. */
test.describe('the public search site, as readers walk it', () => {
  let timedNoticeId = 0;

  test.beforeAll(async ({ browser, product }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Jackson Citizen',
      noticeType: 'Public Hearing',
      ownerEmail: 'owner.issue10@example.org',
    });
    const base = { noticeTypeId: world.noticeTypeId, publicationId: world.publicationId };
    for (let n = 1; n <= 9; n += 1) {
      await publishNoticeToday(world.admin.request, product.baseUrl, {
        ...base,
        title: `Hearing on causeway ${n}`,
        content: `The township hears causeway request ${n}.`,
      });
    }
    // One notice of last year: outside the default week, inside "every date".
    await api(world.admin.request, product.baseUrl, 'POST', '/admin/systemsettings', {
      pastDatesEnabled: true,
      currentDateEnabled: true,
    });
    const old = await api<{ id: number }>(world.admin.request, product.baseUrl, 'POST', '/admin/notices', {
      ...base,
      title: 'Lighthouse auction of last year',
      content: 'The old lighthouse was auctioned.',
      fieldValues: [],
      publicationDates: [{ date: `${new Date().getFullYear() - 1}-03-10` }],
    });
    await api(world.admin.request, product.baseUrl, 'PUT', `/admin/notices/${old.id}/publish`);
    // A notice type with a date and a date-time field, for how dates and date-times are shown.
    const timed = await api<{ id: number; fields: { id: number; name: string }[] }>(
      world.admin.request,
      product.baseUrl,
      'POST',
      '/admin/noticetypes',
      {
        name: 'Timed Hearing',
        fields: [
          { name: 'Hearing time', fieldType: 'dateTime', required: false },
          { name: 'Objections by', fieldType: 'date', required: false },
        ],
      },
    );
    const fieldId = (name: string) => timed.fields.find((f) => f.name === name)!.id;
    const created = await api<{ id: number }>(
      world.admin.request,
      product.baseUrl,
      'POST',
      '/admin/notices',
      {
        noticeTypeId: timed.id,
        publicationId: world.publicationId,
        title: 'Timed hearing on the bridge',
        content: 'The bridge hearing.',
        fieldValues: [
          // 19:05 UTC on December 1st is 2:05 PM in Michigan (EST).
          { noticeTypeCustomFieldId: fieldId('Hearing time'), dateTime: Date.UTC(2026, 11, 1, 19, 5) },
          { noticeTypeCustomFieldId: fieldId('Objections by'), date: '2026-12-03' },
        ],
        publicationDates: [{ date: detroitToday() }],
      },
    );
    await api(world.admin.request, product.baseUrl, 'PUT', `/admin/notices/${created.id}/publish`);
    timedNoticeId = created.id;
    await world.admin.close();
  });

  test('takes a page past the end to the last page, never an impossible range', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=causeway&per=4&page=99999`);
    await page.waitForURL(/page=3/);
    await page.getByText('9 notices found.').waitFor();
    await page.getByText('9-9 of 9').waitFor();
    expect(await page.getByText('No notices found.').count()).toBe(0);
  });

  test('accepts only the page sizes 4, 8, 16, 32 and 64', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=causeway&per=7`);
    await page.getByText('1-8 of 9').waitFor();
    expect(new URL(page.url()).searchParams.get('per')).toBeNull();
    expect(await page.getByLabel('Notices per page').inputValue()).toBe('8');
  });

  test('shows the saved search name only while its search is unchanged', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=causeway&name=${encodeURIComponent('My roads')}`);
    const named = page.getByRole('heading', { name: 'Saved search results: My roads' });
    await named.waitFor();
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await named.waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => !location.search.includes('page='));
    await named.waitFor();
    // The address changes a moment before React renders the answer, which mounts a new form (keyed by the
    // search): typing before that render would be typed into the form about to be replaced.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.getByLabel('Search text').fill('hearing');
    await expect(page.getByLabel('Search text')).toHaveValue('hearing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/for=hearing/);
    await page.getByRole('heading', { name: 'Search results', exact: true }).waitFor();
    expect(page.url()).not.toContain('name=');
  });

  test('says which dates narrowed the results and widens them in one click', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=lighthouse`);
    await page.getByText('No notices found.').waitFor();
    await page.getByText('Dates: this week (the default).').waitFor();
    await page.getByRole('link', { name: 'Search every date' }).click();
    await page.getByText('1 notice found.').waitFor();
    await page.getByText('Dates: any date.').waitFor();
    expect(await page.getByLabel('Date range').inputValue()).toBe('all');
  });

  test('"Show all" shows every notice, of any date', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=causeway`);
    // The API without a date range searches every date: its total is every public notice, demo ones included.
    const every = (await (await fetch(`${product.baseUrl}/api/v1/search/search?per=4`)).json()) as {
      total: number;
    };
    expect(every.total).toBeGreaterThan(11);
    await page.getByRole('link', { name: 'Show all' }).click();
    await page.getByText(`${every.total.toLocaleString('en-US')} notices found.`).waitFor();
    await page.getByText('Dates: any date.').waitFor();
  });

  test('names the field in a search error, in English', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=${'x'.repeat(1001)}`);
    await page.getByText('Search text must be text up to 1000 characters.').waitFor();
    expect(await page.getByText(/Invalid value for/).count()).toBe(0);
  });

  test('answers an unknown address with a site-styled not-found page', async ({ page, product }) => {
    const response = await page.goto(`${product.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Search public notices' }).waitFor();
    expect(await page.getByText(/No route matches/).count()).toBe(0);
  });

  test('keeps a reader who signs in from a search on that search, with the selection', async ({
    browser,
    product,
  }) => {
    const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(reader);
    await reader.goto(`${product.baseUrl}/?for=causeway`);
    await reader
      .getByLabel(/Select Hearing on causeway/)
      .first()
      .check();
    await reader.getByRole('button', { name: 'Print selected (1)' }).waitFor();
    await reader.getByRole('link', { name: 'Login', exact: true }).click();
    const dialog = reader.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('E-mail').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await step(reader, 'login-stays', async () => {
      await reader.getByRole('link', { name: 'Dashboard' }).waitFor();
      const url = new URL(reader.url());
      expect(url.pathname).toBe('/');
      expect(url.searchParams.get('for')).toBe('causeway');
      await reader.getByRole('button', { name: 'Print selected (1)' }).waitFor();
    });
    expect(errors).toEqual([]);
    await reader.close();
  });

  test('opens the access-denied window and shows the visitor signed out on a 401 while signed in', async ({
    browser,
    product,
  }) => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${product.baseUrl}/login`);
    const dialog = visitor.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('E-mail').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await visitor.waitForURL(/\/admin\//);
    await visitor.goto(`${product.baseUrl}/?for=causeway`);
    await visitor.getByRole('link', { name: 'Dashboard' }).waitFor();
    // The session ends elsewhere (signed out in another tab, expired): the browser still has its cookie.
    const cookie = (await visitor.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    // From another tab of the site: the browser says the request is its own (ADR 019).
    const out = await fetch(`${product.baseUrl}/api/v1/auth/logout`, {
      method: 'DELETE',
      headers: { cookie, origin: new URL(product.baseUrl).origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBeLessThan(300);
    await visitor.getByRole('link', { name: 'Next page' }).click();
    await step(visitor, 'session-expired', async () => {
      const denied = visitor.getByRole('dialog', { name: 'Access denied' });
      await denied.getByText('Your session has expired. Please sign in again.').waitFor();
      await visitor.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
      expect(await visitor.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    });
    await visitor.close();
  });

  test('picks publications and counties with an accessible combobox of chips', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/`);
    const publication = page.getByRole('combobox', { name: 'Publication' });
    await publication.fill('jack');
    await page.getByRole('option', { name: 'Jackson Citizen' }).waitFor();
    await publication.press('ArrowDown');
    await publication.press('Enter');
    await step(page, 'combobox-pub', () =>
      page.getByRole('button', { name: 'Remove Jackson Citizen' }).waitFor(),
    );
    const county = page.getByRole('combobox', { name: 'County' });
    await county.click();
    await county.fill('ing');
    await page.getByRole('option', { name: 'Ingham' }).click();
    await county.fill('kent');
    await county.press('ArrowDown');
    await county.press('Enter');
    await page.getByRole('button', { name: 'Remove Kent' }).waitFor();
    await county.fill('');
    await county.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/area=/);
    const params = new URL(page.url()).searchParams;
    expect(params.getAll('pub')).toHaveLength(1);
    expect(params.getAll('area')).toHaveLength(2);
    await page.getByText('10 notices found.').waitFor();
    // The chips come back from the URL; a chip's button removes it.
    await page.getByRole('button', { name: 'Remove Kent' }).click();
    await page.getByRole('button', { name: 'Remove Kent' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Ingham' }).focus();
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Remove Ingham' }).waitFor({ state: 'detached' });
    // Backspace in the empty box removes the last chip.
    await page.getByRole('combobox', { name: 'Publication' }).focus();
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Remove Jackson Citizen' }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Publication' }).fill('jack');
    await page.getByRole('option', { name: 'Jackson Citizen' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => !location.search.includes('area='));
    expect(new URL(page.url()).searchParams.getAll('pub')).toHaveLength(1);
  });

  test('adds the option a reader typed with Enter alone, as the hint says (no arrow key first)', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/`);
    const county = page.getByRole('combobox', { name: 'County' });
    await county.click();
    await county.pressSequentially('ingh', { delay: 50 });
    await page.getByRole('option', { name: 'Ingham' }).waitFor();
    await county.press('Enter');
    await step(page, 'combobox-type-enter', () =>
      page.getByRole('button', { name: 'Remove Ingham' }).waitFor(),
    );
    expect(await county.inputValue()).toBe('');
    // Backspace in the empty box takes it back off, the list still open.
    await county.press('Backspace');
    await page.getByRole('button', { name: 'Remove Ingham' }).waitFor({ state: 'detached' });
  });

  test('keeps a native multiple select without JavaScript', async ({ browser, product }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${product.baseUrl}/`);
    const counties = plain.getByRole('listbox', { name: 'County' });
    const names = await counties.locator('option').allTextContents();
    await counties.selectOption([{ label: names[0] }, { label: names[1] }]);
    await plain.getByRole('button', { name: 'Search', exact: true }).click();
    await plain.waitForURL(/area=/);
    expect(new URL(plain.url()).searchParams.getAll('area')).toHaveLength(2);
    await context.close();
  });

  test('shows dates as MM/DD/YYYY and date-times as MM/DD/YYYY, hh:mm A', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/notices/${timedNoticeId}`);
    await page.getByText('12/01/2026, 02:05 PM').waitFor();
    await page.getByText('12/03/2026').waitFor();
    const [year, month, day] = detroitToday().split('-');
    await page.getByText(`${month}/${day}/${year}`).first().waitFor();
    await page.goto(`${product.baseUrl}/?for=bridge`);
    await page.getByText(`${month}/${day}/${year}`).first().waitFor();
  });

  test('offers the Emergency button for the type chosen in System settings (the demo preselects one), none when none is', async ({
    browser,
    page,
    product,
  }) => {
    const types = (await (await fetch(`${product.baseUrl}/api/v1/noticetypes`)).json()) as {
      data: { id: number; name: string }[];
    };
    const emergencyId = types.data.find((type) => type.name === 'Emergency Notice')?.id;
    expect(emergencyId).toBeGreaterThan(0);
    const settings = await fetch(`${product.baseUrl}/api/v1/systemsettings`);
    expect(await settings.json()).toEqual({ emergencyNoticeTypeId: emergencyId });
    await page.goto(`${product.baseUrl}/`);
    const button = page.getByRole('link', { name: 'Emergency notices' });
    await button.waitFor();
    await button.click();
    await page.waitForURL((url) => url.searchParams.get('type') === String(emergencyId));

    const admin = await browser.newPage();
    await signInOnSite(admin, product.baseUrl, ADMIN.email, ADMIN.password);
    await api(admin.request, product.baseUrl, 'POST', '/admin/systemsettings', {
      emergencyNoticeTypeId: null,
    });
    await admin.close();
    await page.goto(`${product.baseUrl}/`);
    await page.getByRole('heading', { name: 'Search results' }).waitFor();
    expect(await page.getByRole('link', { name: 'Emergency notices' }).count()).toBe(0);
  });
});
