import { publicOrigin } from '~/utils/public-url.server';

/** Everything public may be crawled; the back office and the API may not. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /embed',
    '',
    `Sitemap: ${publicOrigin()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
