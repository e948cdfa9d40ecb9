import type { Request, Response } from 'express';

/**
 * The route a request took, as a pattern (`/api/v1/notices/:id`), never the raw path: ids in labels
 * would make one time series per notice. Requests no Nest route answered are grouped by what served them.
 */
export function routeLabel(req: Request, res: Response): string {
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`;
  if (res.statusCode === 404) return '(unmatched)';
  const path = req.originalUrl ?? req.url;
  if (path.startsWith('/admin')) return '/admin/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  return '(site)';
}
