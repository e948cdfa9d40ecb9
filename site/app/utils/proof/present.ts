/** The log's events in plain words. */
const EVENT_TEXT: Record<string, string> = {
  published: 'Published',
  new_version: 'New version published',
  date_published: 'Published again',
  date_canceled: 'Date canceled',
  files_changed: 'Files changed',
};

export const eventText = (event: string) => EVENT_TEXT[event] ?? event;

/** The visible start of a hash; the whole one stays in the title and the copy button. */
export const shortHash = (hash: string) => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash);

export const certificateHref = (noticeId: number) => `/api/v1/certificates/${noticeId}.pdf`;

export const PENDING_ENTRY_TEXT = 'Being added to the log (a few seconds)';
export const PROOF_UNAVAILABLE_TEXT =
  'The proof of publication is unavailable right now. The notice itself is unaffected; please try again later.';
export const NEEDS_JAVASCRIPT_TEXT =
  'Verifying in your browser needs JavaScript. Without it, you can check the proof with the verifier script described on the transparency page.';
