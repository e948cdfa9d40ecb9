import type { PublicNotice } from './notice-types';

/** schema.org Article of a notice: headline, dates, publisher and the counties it covers. */
export function noticeJsonLd(notice: PublicNotice, url: string, published: string[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: notice.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    datePublished: published[0],
    dateModified: published[published.length - 1],
    articleSection: notice.noticeType.name,
    genre: 'Public notice',
    articleBody: notice.content.slice(0, 5000),
    publisher: { '@type': 'Organization', name: notice.publication.name },
    spatialCoverage: notice.publication.publicationArea.map((area) => ({
      '@type': 'AdministrativeArea',
      name: `${area.name}, Michigan`,
    })),
  };
  // Inside <script>, "<" must not open a tag: escape it (and the line separators JSON allows).
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
