import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSearch } from './save-search.server';

/** The body the action POSTs to savedsearches when the popover is sent from this page's URL. */
async function sentFor(search: string): Promise<Record<string, unknown>> {
  const fetch = vi.fn(async (_request: Request) => Response.json({ id: 1 }, { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  const form = new FormData();
  form.set('name', 'Foreclosures');
  form.set('notificationsEnabled', 'on');
  const result = await saveSearch(
    new Request(`http://site.test/?index&${search}`, { method: 'POST', body: form }),
  );
  expect(result.ok).toBe(true);
  return (await fetch.mock.calls[0][0].json()) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveSearch', () => {
  it('saves "Any date" as all, so the saved search opens every date again', async () => {
    expect(await sentFor('for=foreclosure&dateRange=all')).toMatchObject({
      name: 'Foreclosures',
      for: 'foreclosure',
      dateRange: 'all',
      notificationsEnabled: true,
      textNotificationsEnabled: false,
    });
  });

  it("saves the page's default week as this week, a preset as itself, and dates without a range", async () => {
    expect((await sentFor('for=foreclosure')).dateRange).toBe('tw');
    expect((await sentFor('for=foreclosure&dateRange=lm')).dateRange).toBe('lm');
    const dated = await sentFor('for=foreclosure&from=2026-01-01');
    expect(dated).toMatchObject({ from: '2026-01-01' });
    expect(dated.dateRange).toBeUndefined();
  });
});
