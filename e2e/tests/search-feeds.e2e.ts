import { addDays, detroitDay } from '@notices/common';
import { expect } from '../support/fixtures';
import {
  culverts,
  emergencyTypeId,
  feed,
  gazetteId,
  ids,
  ledgerId,
  noticeUrl,
  REACH_WORLD,
  test,
  titles,
  today,
  type ParsedFeed,
} from '../support/reach-world';

/**
 * The Atom feed of a search: the public notices the search finds, newest publication day first, with
 * escaped titles, the search's days in each summary, the same narrowing by publication and notice type,
 * at most 50 entries, and a valid empty feed when nothing matches.
 */

const ATOM = 'http://www.w3.org/2005/Atom';

test.use({ productOptions: REACH_WORLD });

test.describe('the Atom feed of a search', () => {
  test('answers an Atom feed of a search: the matching public notices, newest first, titles escaped', async ({
    page,
    product,
  }) => {
    const atom = await feed(page, product.baseUrl, 'for=sycamore');
    expect(atom.root).toBe('feed');
    expect(atom.namespace).toBe(ATOM);
    expect(atom.title).toBe('Michigan public notices: sycamore');
    expect(atom.self).toBe(`${product.baseUrl}/feeds/search.atom?for=sycamore`);
    expect(atom.id).toBe(atom.self);
    expect(atom.alternate).toBe(`${product.baseUrl}/?for=sycamore`);
    // Newest publication day first (not id order): today, yesterday, 3 days ago, 10 days ago.
    // Neither the draft nor the notice whose only day is tomorrow; not the notice without the word.
    const order = [ids.closure, ids.gazette, ids.escaped, ids.oldest];
    expect(atom.entries.map((e) => e.link)).toEqual(order.map((id) => noticeUrl(id, product.baseUrl)));
    expect(atom.entries.map((e) => e.id)).toEqual(order.map((id) => noticeUrl(id, product.baseUrl)));
    expect(atom.entries.map((e) => e.linkRel)).toEqual(order.map(() => 'alternate'));
    expect(atom.entries.map((e) => e.title)).toEqual([
      titles.closure,
      titles.gazette,
      titles.escaped,
      titles.oldest,
    ]);
    // The start of each Detroit day, with Detroit's offset: an instant inside the day it names.
    const days = [today, addDays(today, -1), addDays(today, -3), addDays(today, -10)];
    expect(atom.entries.map((e) => e.updated.slice(0, 19))).toEqual(days.map((d) => `${d}T00:00:00`));
    expect(atom.entries.map((e) => e.updated)).toEqual(days.map(() => expect.stringMatching(/-0[45]:00$/)));
    expect(atom.entries.map((e) => detroitDay(new Date(e.updated)))).toEqual(days);
    expect(atom.updated).toBe(atom.entries[0].updated);
    expect(atom.entries.map((e) => e.category)).toEqual([
      'Emergency Closure',
      'Public Hearing',
      'Public Hearing',
      'Public Hearing',
    ]);
  });

  test('names in each summary the days the search found the notice by, as its card does', async ({
    page,
    product,
  }) => {
    const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    // The oldest sycamore notice ran 12 and 10 days ago: every date names its last day, a window its day.
    const every = await feed(page, product.baseUrl, 'for=sycamore');
    const oldest = (atom: ParsedFeed) =>
      atom.entries.find((e) => e.link === noticeUrl(ids.oldest, product.baseUrl));
    expect(oldest(every)?.summary).toMatch(
      new RegExp(`^${mdy(addDays(today, -10))} · Lansing Legal Ledger: `),
    );
    const range = `for=sycamore&from=${addDays(today, -13)}&to=${addDays(today, -11)}`;
    const windowed = await feed(page, product.baseUrl, range);
    expect(windowed.entries.map((e) => e.link)).toEqual([noticeUrl(ids.oldest, product.baseUrl)]);
    expect(oldest(windowed)?.summary).toMatch(
      new RegExp(`^${mdy(addDays(today, -12))} · Lansing Legal Ledger: `),
    );
    // The entry still says when the notice last ran.
    expect(detroitDay(new Date(oldest(windowed)!.updated))).toBe(addDays(today, -10));
  });

  test('narrows the feed by the same parameters as the search: publication and notice type', async ({
    page,
    product,
  }) => {
    const ledger = await feed(page, product.baseUrl, `for=sycamore&pub=${ledgerId}`);
    expect(ledger.entries.map((e) => e.link)).toEqual(
      [ids.closure, ids.escaped, ids.oldest].map((id) => noticeUrl(id, product.baseUrl)),
    );
    expect(ledger.self).toBe(`${product.baseUrl}/feeds/search.atom?for=sycamore&pub=${ledgerId}`);
    const gazette = await feed(page, product.baseUrl, `for=sycamore&pub=${gazetteId}`);
    expect(gazette.entries.map((e) => e.link)).toEqual([noticeUrl(ids.gazette, product.baseUrl)]);
    const emergency = await feed(page, product.baseUrl, `type=${emergencyTypeId}`);
    expect(emergency.title).toBe('Michigan public notices');
    expect(emergency.entries.map((e) => e.link)).toEqual(
      [ids.bridge, ids.closure].map((id) => noticeUrl(id, product.baseUrl)),
    );
    const both = await feed(page, product.baseUrl, `for=sycamore&type=${emergencyTypeId}`);
    expect(both.entries.map((e) => e.title)).toEqual([titles.closure]);
  });

  test('keeps the feed to the newest 50 notices of a larger search', async ({ page, product }) => {
    const atom = await feed(page, product.baseUrl, 'for=culvert');
    expect(atom.entries).toHaveLength(50);
    // All 51 share today: the newest 50 are the last created, highest id first; the first is left out.
    const expected = [...culverts].reverse().slice(0, 50);
    expect(atom.entries.map((e) => e.link)).toEqual(expected.map((id) => noticeUrl(id, product.baseUrl)));
    expect(atom.entries.map((e) => e.link)).not.toContain(noticeUrl(culverts[0], product.baseUrl));
    // A page size in the URL does not change the feed's size.
    const paged = await feed(page, product.baseUrl, 'for=culvert&per=8&page=3');
    expect(paged.entries).toHaveLength(50);
    expect(paged.entries[0]?.link).toBe(noticeUrl(culverts[50], product.baseUrl));
  });

  test('answers a valid, empty feed when nothing matches', async ({ page, product }) => {
    const atom = await feed(page, product.baseUrl, 'for=zyzzyvaquux');
    expect(atom.root).toBe('feed');
    expect(atom.namespace).toBe(ATOM);
    expect(atom.title).toBe('Michigan public notices: zyzzyvaquux');
    expect(atom.entries).toEqual([]);
    expect(atom.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });
});
