import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapResponse } from '~/utils/sitemap.server';

export const loader = ({ request }: LoaderFunctionArgs) => sitemapResponse(request);
