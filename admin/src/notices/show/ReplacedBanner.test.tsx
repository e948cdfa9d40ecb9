import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import type { Notice, PublicationDate } from '../types';
import { ReplacedBanner, replacementOf } from './ReplacedBanner';

const date = (noticeId: number, version: number, day: string, extra: Partial<PublicationDate> = {}) =>
  ({
    id: noticeId * 10 + version,
    date: day,
    version,
    noticeId,
    published: true,
    canceled: false,
    paid: false,
    fromCurrentVersion: noticeId === 40,
    versionStatus: 'P',
    publishedAt: null,
    ...extra,
  }) as PublicationDate;

const notice = (extra: Partial<Notice>) =>
  ({
    id: 40,
    version: 1,
    status: 'P',
    nextVersions: [],
    publicationDates: [date(40, 1, '2026-03-02')],
    ...extra,
  }) as unknown as Notice;

const render = (value: Notice) =>
  renderToStaticMarkup(
    <StaticRouter location="/notices/40/show">
      <I18nContext.Provider value={i18nProvider}>
        <ReplacedBanner notice={value} />
      </I18nContext.Provider>
    </StaticRouter>,
  )
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '');

describe('replacementOf', () => {
  it('is null for the current version', () => {
    expect(replacementOf(notice({}))).toBeNull();
  });

  it('names the newest published version and the day a newer one was first published', () => {
    const v1 = notice({
      nextVersions: [
        { id: 41, title: 'v2' },
        { id: 42, title: 'v3' },
        { id: 43, title: 'v4 draft' },
      ],
      publicationDates: [
        date(40, 1, '2026-03-02'),
        // Published late in the evening of 03-05 in Detroit (already 03-06 in UTC).
        date(41, 2, '2026-03-05', { publishedAt: '2026-03-06T02:30:00.000Z' }),
        date(42, 3, '2026-03-09'),
        date(43, 4, '2026-03-20', { published: false, versionStatus: 'D' }),
      ],
    });
    expect(replacementOf(v1)).toEqual({ id: 42, date: '2026-03-05' });
  });

  it('points staff at a newer draft without a date', () => {
    const v1 = notice({
      nextVersions: [{ id: 41, title: 'v2' }],
      publicationDates: [date(40, 1, '2026-03-02'), date(41, 2, '2026-03-20', { published: false })],
    });
    expect(replacementOf(v1)).toEqual({ id: 41, date: null });
  });
});

describe('ReplacedBanner', () => {
  it('says when the notice was replaced and links to the current version', () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/notices/40/show">
        <I18nContext.Provider value={i18nProvider}>
          <ReplacedBanner
            notice={notice({
              nextVersions: [{ id: 41, title: 'v2' }],
              publicationDates: [date(40, 1, '2026-03-02'), date(41, 2, '2026-03-04')],
            })}
          />
        </I18nContext.Provider>
      </StaticRouter>,
    );
    expect(html).toContain('href="/notices/41/show"');
    expect(html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, '')).toContain(
      'This notice was replaced on 03/04/2026 by a corrected version — read the current version',
    );
  });

  it('shows nothing on the current version', () => {
    expect(render(notice({}))).toBe('');
  });
});
