import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { FormMessage } from '~/components/form-field';
import { NoticeDetails } from '~/components/notice/notice-details';
import { ProofSection } from '~/components/notice/proof-section';
import { ReplacedBanner } from '~/components/notice/replaced-banner';
import { truncate } from '~/utils/format';
import { useHydrated } from '~/utils/use-hydrated';
import { noticeJsonLd } from '~/utils/json-ld';
import { loadPublicNotice, publishedDates } from '~/utils/notice.server';
import { useNonce } from '~/utils/nonce';
import { publicOrigin } from '~/utils/public-url.server';
import { ATTACHMENT_ERROR_TEXT, NOT_FOUND_TEXT } from '~/utils/search-messages';
import { loadNoticeProof } from '~/utils/transparency.server';

/** A notice's own page (server-rendered, canonical, with schema.org data); 404 when it is not public. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // The proof is asked for beside the notice, not after it; a failing log leaves the notice shown.
  const [notice, proof] = await Promise.all([loadPublicNotice(request, id), loadNoticeProof(request, id)]);
  const attachmentError = new URL(request.url).searchParams.has('attachmentError');
  if (!notice)
    return data(
      { notice: null, proof: null, canonical: null, jsonLd: null, dates: [], attachmentError },
      { status: 404 },
    );
  // A version replaced by a published correction names the current version as its canonical page.
  const canonical = `${publicOrigin()}/notices/${notice.replacedBy?.id ?? notice.id}`;
  const dates = publishedDates(notice);
  const jsonLd = noticeJsonLd(
    notice,
    canonical,
    dates.map((d) => d.date),
  );
  return { notice, proof, canonical, jsonLd, dates, attachmentError };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page?.notice)
    return [
      { title: 'Notice not found | Michigan Public Notices' },
      { name: 'description', content: 'This public notice does not exist or is no longer published.' },
      { name: 'robots', content: 'noindex' },
    ];
  // A notice without text still gets a description: its title.
  const description = truncate(page.notice.content.trim() || page.notice.title, 160);
  return [
    { title: `${page.notice.title} | Michigan Public Notices` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    { property: 'og:title', content: page.notice.title },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: page.canonical },
    { property: 'og:description', content: description },
  ];
};

export default function NoticePage() {
  const { notice, proof, jsonLd, dates, attachmentError } = useLoaderData<typeof loader>();
  const location = useLocation();
  const hydrated = useHydrated();
  const nonce = useNonce();
  const back = (location.state as { back?: unknown } | null)?.back;
  const backHref = typeof back === 'string' ? `/${back}#results` : '/';
  const backLink = (
    <Link to={backHref} className="button button-outline no-print">
      <span aria-hidden="true">← </span>
      {typeof back === 'string' ? 'Back to the search results' : 'Back to the search'}
    </Link>
  );
  if (!notice) {
    return (
      <section className="page notice-page" aria-labelledby="notice-title">
        <h1 id="notice-title">Notice not found</h1>
        <p role="alert">{NOT_FOUND_TEXT}</p>
        {backLink}
      </section>
    );
  }
  return (
    <article className="page notice-page" aria-labelledby="notice-title">
      {jsonLd ? (
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      ) : null}
      {notice.replacedBy ? <ReplacedBanner replacedBy={notice.replacedBy} /> : null}
      <div className="notice-toolbar no-print">
        {backLink}
        {hydrated ? (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            Print
          </button>
        ) : null}
      </div>
      <h1 id="notice-title">{notice.title}</h1>
      {attachmentError ? <FormMessage tone="error">{ATTACHMENT_ERROR_TEXT}</FormMessage> : null}
      <NoticeDetails notice={notice} dates={dates} />
      <ProofSection proof={proof} notice={{ id: notice.id, title: notice.title, content: notice.content }} />
    </article>
  );
}
