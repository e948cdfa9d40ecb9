/** Paths no crawler should fetch: the back office, the API and the frames other sites embed. */
const PRIVATE_PATHS = ['/admin', '/api', '/embed'];

/**
 * robots.txt for the site at `origin`. The Disallow lines come first: parsers that take the first rule
 * that matches (the 1994 convention, many small crawlers) would otherwise stop at `Allow: /`.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
