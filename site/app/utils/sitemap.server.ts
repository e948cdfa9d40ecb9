import { apiFor } from '~/utils/api.server';
import { publicOrigin } from '~/utils/public-url.server';
import { xml } from '~/utils/xml';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

const notFound = () =>
  new Response('No such sitemap page', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** The site's own pages, listed first in the first sitemap (the notices follow). */
export const SITE_PAGES = ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'] as const;

/**
 * The public notices for search engines (GET search/sitemap), after the site's own pages. One page of
 * the API is one sitemap; when there are several, /sitemap.xml is their index and /sitemap.xml?page=N
 * each one (the site's pages in the first).
 */
export async function sitemapResponse(request: Request): Promise<Response> {
  const origin = publicOrigin();
  const asked = new URL(request.url).searchParams.get('page');
  // A page that is no number, or one past the API's limit (which answers 400), is no sitemap at all.
  const page = asked === null ? 1 : /^[1-9]\d{0,8}$/.test(asked) ? Number(asked) : null;
  if (page === null) return notFound();
  const { data: body, response } = await apiFor(request).GET('/api/v1/search/sitemap', {
    params: { query: { page } },
  });
  if (response.status === 400) return notFound();
  if (!body) return new Response('Sitemap unavailable', { status: 503 });
  const list = body.data;
  const per = body.per > 0 ? body.per : 10000;
  const pages = Math.max(1, Math.ceil(body.total / per));
  // The sitemap schema wants at least one <url>: a page past the end has none (the first always has
  // the site's own pages, even with no public notice yet).
  if (page > pages || (list.length === 0 && page > 1)) return notFound();
  if (!asked && pages > 1) {
    const entries = Array.from({ length: pages }, (_, index) => {
      const loc = xml(`${origin}/sitemap.xml?page=${index + 1}`);
      return `  <sitemap><loc>${loc}</loc></sitemap>`;
    });
    return new Response(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
      { headers: XML_HEADERS },
    );
  }
  const sitePages =
    page === 1 ? SITE_PAGES.map((path) => `  <url><loc>${xml(`${origin}${path}`)}</loc></url>`) : [];
  const notices = list.map(({ id, lastmod }) => {
    const mod = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${xml(`${origin}/notices/${id}`)}</loc>${mod}</url>`;
  });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...sitePages, ...notices].join('\n')}\n</urlset>\n`,
    { headers: XML_HEADERS },
  );
}
