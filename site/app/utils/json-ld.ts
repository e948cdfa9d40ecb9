import type { PublicNotice } from './notice-types';

/**
 * schema.org Article of a notice: headline, dates, publisher and the counties it covers. `url` is the
 * page's canonical URL. For a version replaced by a published correction that is the current version's
 * page (as the page's <link rel="canonical">), so `url` and `mainEntityOfPage` name the current notice
 * and the text here is marked `creativeWorkStatus: "Obsolete"` (CreativeWork's lifecycle property, whose
 * documented terms include Published and Obsolete) with its `version`. `supersededBy` is not used: on
 * schema.org it belongs to classes and properties of the vocabulary, not to creative works; `isBasedOn`
 * points the other way (the correction is based on this text).
 */
export function noticeJsonLd(notice: PublicNotice, url: string, published: string[]): string {
  const replaced = notice.replacedBy
    ? { creativeWorkStatus: 'Obsolete', version: String(notice.version) }
    : {};
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: notice.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    ...replaced,
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
