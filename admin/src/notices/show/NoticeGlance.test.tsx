import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import type { Notice, PublicationDate } from '../types';
import { NoticeGlance } from './NoticeGlance';

const date = (day: string, extra: Partial<PublicationDate> = {}): PublicationDate => ({
  id: 1,
  date: day,
  version: 1,
  noticeId: 40,
  published: false,
  canceled: false,
  paid: false,
  fromCurrentVersion: true,
  versionStatus: 'S',
  publishedAt: null,
  ...extra,
});

const notice = (extra: Partial<Notice>) =>
  ({
    id: 40,
    status: 'S',
    publication: { id: 3, name: 'Alpena News', publicationArea: [] },
    noticeType: { id: 5, name: 'Notice of Hearing', fields: [] },
    publicationDates: [date('2026-12-01'), date('2026-11-24')],
    ...extra,
  }) as unknown as Notice;

// Without emotion's <style> elements, which server rendering writes inline.
const render = (value: Notice) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={i18nProvider}>
      <NoticeGlance notice={value} />
    </I18nContext.Provider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');

/** The strip's terms and their values, in order, from its <dl>. */
const pairs = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => [
    term,
    value.replace(/<[^>]+>/g, ''),
  ]);

describe('NoticeGlance', () => {
  it('is a region named "At a glance" with status, next date, publication and type', () => {
    const html = render(notice({}));
    expect(html).toMatch(/^<section[^>]*aria-label="At a glance"/);
    expect(pairs(html)).toEqual([
      ['Status', 'S - Scheduled'],
      ['Next publication date', '11/24/2026'],
      ['Publication', 'Alpena News'],
      ['Notice type', 'Notice of Hearing'],
    ]);
  });

  it('says None, and the last published day, when no date is pending', () => {
    const html = render(notice({ status: 'P', publicationDates: [date('2026-11-10', { published: true })] }));
    expect(pairs(html).slice(0, 3)).toEqual([
      ['Status', 'P - Published'],
      ['Next publication date', 'None'],
      ['Last published', '11/10/2026'],
    ]);
  });

  it('says None for a canceled notice that never ran', () => {
    const html = render(notice({ status: 'C', publicationDates: [date('2026-11-10', { canceled: true })] }));
    expect(pairs(html).slice(0, 2)).toEqual([
      ['Status', 'C - Canceled'],
      ['Next publication date', 'None'],
    ]);
  });
});
