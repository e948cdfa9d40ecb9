import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { apiFor } from '~/utils/api.server';

/** Asks the API for an attachment's presigned URL: JSON for the page's script, a redirect for a plain link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const noticeId = Number(params.noticeId);
  const attachmentId = Number(params.attachmentId);
  const wantsJson = new URL(request.url).searchParams.has('json');
  let url: string | null = null;
  if (Number.isInteger(noticeId) && Number.isInteger(attachmentId)) {
    const { data } = await apiFor(request)
      .GET('/api/v1/notices/{noticeId}/{attachmentId}', { params: { path: { noticeId, attachmentId } } })
      .catch(() => ({ data: undefined }));
    url = data?.url ?? null;
  }
  if (wantsJson) {
    return url
      ? Response.json({ url }, { headers: { 'Cache-Control': 'no-store' } })
      : Response.json({ message: 'attachment_unavailable' }, { status: 404 });
  }
  if (url) return redirect(url);
  return redirect(`/notices/${Number.isInteger(noticeId) ? noticeId : 0}?attachmentError=1`);
}
