import type { LoaderFunctionArgs } from '@remix-run/node';
import { detroitDay, encodeSearchQuery, startOfDetroitDayStamp } from '@notices/common';
import { lastDate, truncate } from '~/utils/format';
import { matchedDates, matchedDaysText, searchWindow } from '~/utils/matched-dates';
import { publicOrigin } from '~/utils/public-url.server';
import { readPageState } from '~/utils/search-params';
import { runSearch } from '~/utils/search.server';
import { loadCheckpointNote } from '~/utils/transparency.server';
import { xml } from '~/utils/xml';

const FEED_SIZE = 50;
/** The namespace of the log's checkpoint in the feed: the C2SP format the note is written in. */
export const CHECKPOINT_NAMESPACE = 'https://c2sp.org/tlog-checkpoint';

/**
 * The transparency log's latest signed checkpoint, so feed readers and archives keep copies of it
 * (witnessing: a rewritten history would contradict them). Omitted when the log does not answer.
 */
function checkpointElement(note: string | null): string[] {
  return note ? [`  <log:checkpoint xmlns:log="${CHECKPOINT_NAMESPACE}">${xml(note)}</log:checkpoint>`] : [];
}

/** An Atom feed of any search: the newest 50 matching notices (`/feeds/search.atom?` + the search). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin();
  const { query } = readPageState(new URL(request.url).searchParams);
  const search = { ...query, page: 1, per: FEED_SIZE };
  const [result, note] = await Promise.all([
    runSearch(request, search, false, context),
    loadCheckpointNote(request),
  ]);
  if (!result.ok)
    return new Response(result.failure.text, { status: result.failure.status >= 500 ? 503 : 400 });
  const searchText = encodeSearchQuery({ ...query, page: undefined, per: undefined });
  const selfUrl = `${origin}/feeds/search.atom${searchText ? `?${searchText}` : ''}`;
  const pageUrl = `${origin}/${searchText ? `?${searchText}` : ''}`;
  // A notice runs on a Detroit day, not at an instant: stamp it with that day's start in Detroit time
  // (UTC midnight would fall on the evening before). A feed with no entries says now.
  const stamp = (day: string | null) => (day ? startOfDetroitDayStamp(day) : new Date().toISOString());
  // The summary names the days the search found the notice by, as its card does; `updated` stays the
  // notice's last day (when it last ran).
  const window = searchWindow(searchText, detroitDay(), false);
  const entries = result.answer.cards.map((card) => {
    const day = lastDate(card.publicationDates);
    const days = matchedDaysText(matchedDates(card.publicationDates, window));
    const url = `${origin}/notices/${card.id}`;
    const summary = `${days ? `${days} · ` : ''}${card.publication.name}: ${truncate(card.content, 300)}`;
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(card.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <updated>${stamp(day)}</updated>`,
      `    <author><name>${xml(card.publication.name || 'Michigan Public Notices')}</name></author>`,
      `    <category term="${xml(card.noticeType.name)}"/>`,
      `    <summary>${xml(summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  // The newest entry's day, whatever order the search asked for.
  const days = result.answer.cards.map((card) => lastDate(card.publicationDates) ?? '');
  const newest = days.reduce((a, b) => (b > a ? b : a), '') || null;
  const title = query.for ? `Michigan public notices: ${query.for}` : 'Michigan public notices';
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(selfUrl)}</id>`,
    `  <title>${xml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(pageUrl)}"/>`,
    `  <updated>${stamp(newest)}</updated>`,
    ...checkpointElement(note),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
