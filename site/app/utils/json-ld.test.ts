import { describe, expect, it } from 'vitest';
import { noticeJsonLd } from './json-ld';
import type { PublicNotice } from './notice-types';

const notice = {
  id: 7,
  title: 'Hearing </script><script>alert(1)</script>',
  content: 'x'.repeat(6000),
  version: 1,
  status: 'P',
  createdAt: '2026-01-01T15:00:00.000Z',
  updatedAt: '2026-01-01T15:00:00.000Z',
  hasNextVersions: false,
  hasPreviousVersions: false,
  nextVersions: [],
  previousVersion: null,
  replacedBy: null,
  publication: { id: 1, name: 'Lansing Daily', enabled: true, publicationArea: [{ id: 3, name: 'Ingham' }] },
  noticeType: { id: 2, name: 'Public hearing', fields: [] },
  fieldValues: [],
  publicationDates: [],
  attachments: [],
} satisfies PublicNotice;

describe('noticeJsonLd', () => {
  const text = noticeJsonLd(notice, 'https://example.test/notices/7', ['2026-01-02', '2026-01-09']);

  it('never closes the <script> it is written into', () => {
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
  });

  it('is an Article with first and last published days, publisher and counties', () => {
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: notice.title,
      url: 'https://example.test/notices/7',
      datePublished: '2026-01-02',
      dateModified: '2026-01-09',
      articleSection: 'Public hearing',
      publisher: { '@type': 'Organization', name: 'Lansing Daily' },
      spatialCoverage: [{ '@type': 'AdministrativeArea', name: 'Ingham, Michigan' }],
    });
    expect(data.articleBody).toHaveLength(5000);
  });

  it('a replaced version names the current version as its page and marks its own text obsolete', () => {
    const old = { ...notice, hasNextVersions: true, replacedBy: { id: 9, date: '2026-01-05' } };
    const data = JSON.parse(noticeJsonLd(old, 'https://example.test/notices/9', ['2026-01-02']));
    expect(data).toMatchObject({
      '@type': 'Article',
      url: 'https://example.test/notices/9',
      mainEntityOfPage: 'https://example.test/notices/9',
      creativeWorkStatus: 'Obsolete',
      version: '1',
    });
    expect(JSON.parse(text)).not.toHaveProperty('creativeWorkStatus');
  });

  it('cuts the headline at 110 characters and escapes JSON’s line separators', () => {
    const long = noticeJsonLd({ ...notice, title: `${'t'.repeat(120)}\u2028` }, 'u', ['2026-01-02']);
    expect(JSON.parse(long).headline).toHaveLength(110);
    const separators = noticeJsonLd({ ...notice, title: 'a\u2028b\u2029c' }, 'u', ['2026-01-02']);
    expect(separators).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(separators).headline).toBe('a\u2028b\u2029c');
  });
});
