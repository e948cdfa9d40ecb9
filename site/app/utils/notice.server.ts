import { apiFor } from './api.server';
import type { PublicNotice } from './notice-types';

/** GET notices/{id}: the notice, null when it is not public (404), an Error for other failures. */
export async function loadPublicNotice(request: Request, id: string): Promise<PublicNotice | null> {
  if (!/^\d+$/.test(id)) return null;
  const { data, response } = await apiFor(request).GET('/api/v1/notices/{id}', {
    params: { path: { id: Number(id) } },
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!data) throw new Response('The notice could not be loaded. Please try again later.', { status: 503 });
  return data.notice;
}

/** Published days still standing, oldest first. */
export function publishedDates(notice: PublicNotice) {
  return notice.publicationDates.filter((d) => d.published && !d.canceled);
}
