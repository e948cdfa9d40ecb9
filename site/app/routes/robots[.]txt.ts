import { publicOrigin } from '~/utils/public-url.server';
import { robotsTxt } from '~/utils/robots';

/** Everything public may be crawled; the back office, the API and the embeds may not. */
export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
