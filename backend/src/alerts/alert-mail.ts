import { withAnyDate } from '@notices/common';
import type { MailMessage } from '../mail/templates';

export interface AlertNotice {
  id: number;
  title: string;
  publication: string;
  /** The newest published version of the notice when one replaced it since the match, else null. */
  currentId?: number | null;
}

/**
 * The matched notices as the e-mail lists them, read at send time: a notice corrected meanwhile links to
 * its newest published version (a draft or a version not yet run never counts), not to the replaced one.
 */
export const ALERT_NOTICES_SQL = `
  SELECT n.id, n.title, p.name AS publication,
    CASE WHEN n.has_next_version THEN (
      SELECT v.id FROM notices v WHERE v.root_id = coalesce(n.root_id, n.id) AND v.version > n.version
        AND EXISTS (SELECT 1 FROM publication_dates d WHERE d.notice_id = v.id AND d.published)
      ORDER BY v.version DESC LIMIT 1) END AS "currentId"
  FROM notices n JOIN publications p ON p.id = n.publication_id
  WHERE n.id = ANY($1::int[]) ORDER BY n.latest_pub_date DESC NULLS LAST, n.id DESC`;

/** A notice's page: the current version's. */
export const alertNoticeUrl = (publicUrl: string, n: AlertNotice) =>
  `${publicUrl}/notices/${n.currentId ?? n.id}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * One e-mail per saved search and delivery run, listing its new matches; with the unsubscribe link in the
 * body and the RFC 8058 one-click headers, so mail clients can offer the button.
 */
export function alertMail(
  publicUrl: string,
  to: { email: string; name: string },
  search: { name: string; query: string },
  notices: AlertNotice[],
  token: string,
): MailMessage {
  const unsubscribe = `${publicUrl}/unsubscribe/${token}`;
  const oneClick = `${publicUrl}/api/v1/savedsearches/unsubscribe/${token}`;
  // Every date said explicitly (dateRange=all): the site would otherwise show only this week.
  const searchUrl = `${publicUrl}/?${withAnyDate(search.query)}`;
  const count = notices.length === 1 ? '1 new notice matches' : `${notices.length} new notices match`;
  const subject = `${count} your saved search "${search.name}"`.slice(0, 255);
  const greeting = to.name.trim() ? `Hello ${to.name.trim()},` : 'Hello,';
  const lines = notices.map((n) => `- ${n.title} (${n.publication}): ${alertNoticeUrl(publicUrl, n)}`);
  const text = [
    greeting,
    '',
    `${count} your saved search "${search.name}":`,
    '',
    ...lines,
    '',
    `See all results: ${searchUrl}`,
    '',
    `Stop these alerts: ${unsubscribe}`,
    '',
    '— Michigan Public Notices',
  ].join('\n');
  const items = notices
    .map(
      (n) =>
        `<li><a href="${escapeHtml(alertNoticeUrl(publicUrl, n))}">${escapeHtml(n.title)}</a> — ${escapeHtml(n.publication)}</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#141d25;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(count)} your saved search “${escapeHtml(search.name)}”:</p>
<ul>${items}</ul>
<p><a href="${escapeHtml(searchUrl)}">See all results</a></p>
<p style="font-size:13px;color:#555">You receive this because alerts are on for this saved search.
<a href="${escapeHtml(unsubscribe)}">Stop these alerts</a>.</p>
</body></html>`;
  return {
    recipient: to.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The text message: the count and a link to the saved search on the site (no unsubscribe headers in SMS). */
export function alertSms(publicUrl: string, search: { name: string; query: string }, count: number): string {
  const what = count === 1 ? '1 new notice matches' : `${count} new notices match`;
  return `Michigan Public Notices: ${what} "${search.name}". ${publicUrl}/?${withAnyDate(search.query)}`;
}

/** A US phone as written in profiles (517-555-0100) in E.164 for the provider. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  return phone.startsWith('+') ? `+${digits}` : `+${digits}`;
}
