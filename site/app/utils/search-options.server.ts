import type { AppLoadContext } from '@remix-run/node';
import { readSiteData } from './site-data.server';
import type { NamedRef } from './search-types';

/** A publication or county choice: the contract's { id, name }. */
export type Option = NamedRef;

/** Lists may come bare or wrapped in { data }; anything else reads as empty. */
function readOptions(body: unknown): Option[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/** Choices for the search form; an unavailable API leaves them empty instead of failing the page. */
export async function loadSearchOptions(request: Request, context?: AppLoadContext) {
  const [publications, counties] = await Promise.all([
    readSiteData(request, context, 'publications'),
    readSiteData(request, context, 'counties'),
  ]);
  return { publications: readOptions(publications), counties: readOptions(counties) };
}
