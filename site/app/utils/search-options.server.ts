import { APP_STATE } from '@notices/common';
import { apiSend } from './api.server';
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

async function loadOptions(request: Request, path: string): Promise<Option[]> {
  const response = await apiSend(request, 'GET', path);
  if (!response.ok) return [];
  try {
    return readOptions(await response.json());
  } catch {
    return [];
  }
}

/** Choices for the search form; an unavailable API leaves them empty instead of failing the page. */
export async function loadSearchOptions(request: Request) {
  const state = encodeURIComponent(APP_STATE);
  const [publications, counties] = await Promise.all([
    loadOptions(request, '/publications'),
    loadOptions(request, `/counties?filters[state][$eq]=${state}`),
  ]);
  return { publications, counties };
}
