import type { ApiResponse } from '@notices/common';
import { apiSend } from './api.server';
import type { PublicNotice } from './notice-types';

/** GET notices/{id}: the notice, null when it is not public (404), an Error for other failures. */
export async function loadPublicNotice(request: Request, id: string): Promise<PublicNotice | null> {
  if (!/^\d+$/.test(id)) return null;
  const response = await apiSend(request, 'GET', `/notices/${id}`);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok)
    throw new Response('The notice could not be loaded. Please try again later.', { status: 503 });
  const body = (await response.json()) as ApiResponse<'PublicNotices_show'> | null;
  const notice = body?.notice;
  return notice && typeof notice.id === 'number' ? notice : null;
}

/** Published days still standing, oldest first. */
export function publishedDates(notice: PublicNotice) {
  return notice.publicationDates.filter((d) => d.published && !d.canceled);
}
