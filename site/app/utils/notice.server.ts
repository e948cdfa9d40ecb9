import { apiSend } from './api.server';
import type { PublicNotice } from './notice-types';

/** GET notices/{id}: the notice, null when it is not public (404), an Error for other failures. */
export async function loadPublicNotice(request: Request, id: string): Promise<PublicNotice | null> {
  if (!/^\d+$/.test(id)) return null;
  const response = await apiSend(request, 'GET', `/notices/${id}`);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok)
    throw new Response('The notice could not be loaded. Please try again later.', { status: 503 });
  const body = (await response.json()) as { notice?: Partial<PublicNotice> } | null;
  const notice = body?.notice;
  if (!notice || typeof notice.id !== 'number') return null;
  return {
    id: notice.id,
    title: notice.title ?? '',
    content: notice.content ?? '',
    version: notice.version ?? 1,
    updatedAt: notice.updatedAt,
    publication: {
      id: notice.publication?.id ?? 0,
      name: notice.publication?.name ?? '',
      publicationArea: notice.publication?.publicationArea ?? [],
    },
    noticeType: {
      id: notice.noticeType?.id ?? 0,
      name: notice.noticeType?.name ?? '',
      fields: notice.noticeType?.fields ?? [],
    },
    fieldValues: notice.fieldValues ?? [],
    publicationDates: notice.publicationDates ?? [],
    attachments: notice.attachments ?? [],
  };
}

/** Published days still standing, oldest first. */
export function publishedDates(notice: PublicNotice) {
  return notice.publicationDates.filter((d) => d.published && !d.canceled);
}
