import { api, detroitDayIn, detroitToday } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

/** Each date shows its own version's state, on every version's page. */
test('a published notice corrected into a draft: version 1 shows version 2’s dates as drafts', async ({
  browser,
  product,
}) => {
  const world = await publishingWorld(browser, product, {
    publication: 'Cheboygan Tribune',
    noticeType: 'Zoning Hearing',
    ownerEmail: 'owner.versions@example.org',
  });
  const admin = world.admin;
  const body = {
    title: 'Zoning hearing on the marina',
    content: 'The planning commission will hold a hearing.',
    noticeTypeId: world.noticeTypeId,
    publicationId: world.publicationId,
    fieldValues: [],
  };
  const { id: first } = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/notices', {
    ...body,
    publicationDates: [{ date: detroitToday() }, { date: detroitDayIn(7) }],
  });
  await api(admin.request, product.baseUrl, 'PUT', `/admin/notices/${first}/publish`);
  const second = await api<{ id: number; status: string }>(
    admin.request,
    product.baseUrl,
    'PUT',
    `/admin/notices/${first}`,
    {
      ...body,
      title: 'Zoning hearing on the marina (corrected)',
      publicationDates: [{ date: detroitDayIn(14) }],
      createNewVersion: true,
    },
  );
  expect(second.status).toBe('D');

  const stateOf = async (day: string) => {
    const [year, month, date] = day.split('-');
    const row = admin.getByRole('row').filter({ hasText: `${month}/${date}/${year}` });
    return (await row.getByRole('cell').nth(1).innerText()).trim();
  };
  for (const id of [first, second.id]) {
    await admin.goto(`${product.baseUrl}/admin/#/notices/${id}/show`);
    await admin.getByRole('table', { name: 'Publication dates' }).waitFor();
    expect([id, await stateOf(detroitDayIn(14))]).toEqual([id, 'Draft']); // version 2's, wherever it is shown
    expect([id, await stateOf(detroitToday())]).toEqual([id, 'Published']);
    expect([id, await stateOf(detroitDayIn(7))]).toEqual([id, 'Canceled']);
  }
});
