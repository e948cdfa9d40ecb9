import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import type { Notice, NoticeProof, ProofEntry } from '../types';
import { movedToVersion, ProofView } from './ProofPanel';
import type { ProofState } from './useNoticeProof';

const LEAF = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=';
const ROOT = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';

const entry = (extra: Partial<ProofEntry> = {}): ProofEntry => ({
  index: 17,
  event: 'published',
  eventDate: '2026-11-20',
  loggedAt: '2026-11-20T05:00:00.000Z',
  noticeId: 40,
  version: 1,
  leafHash: LEAF,
  entryUrl: '/api/v1/transparency/entries/17',
  inclusionProof: [ROOT],
  ...extra,
});

const proof = (entries: ProofEntry[]): ProofState => ({
  kind: 'proof',
  proof: {
    noticeId: 40,
    checkpoint: { origin: 'localhost:3000/transparency', treeSize: 120, rootHash: ROOT, note: '…' },
    entries,
  } satisfies NoticeProof,
});

const render = (state: ProofState) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={i18nProvider}>
      <ProofView noticeId={40} state={state} />
    </I18nContext.Provider>,
  );

/** The page's text, styles and tags dropped, for reading like a user would. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('ProofView', () => {
  it('lists each entry: index, event in words, date, version, shortened leaf hash; then the checkpoint', () => {
    const html = render(
      proof([entry(), entry({ index: 18, event: 'new_version', eventDate: '2026-11-24', version: 2 })]),
    );
    const shown = text(html);
    expect(shown).toContain('Proof of publication');
    expect(shown).toMatch(/#17 Published 11\/20\/2026 1 q83vEjRWeJCr…/);
    expect(shown).toMatch(/#18 New version published 11\/24\/2026 2/);
    expect(shown).not.toContain(LEAF); // the full value waits in the tooltip
    expect(shown).toContain('localhost:3000/transparency');
    expect(shown).toContain('120');
    expect(shown).toContain('AAECAwQFBgcI…');
    expect(html).toContain('href="/notices/40#proof"');
    expect(shown).toContain('Verify on the public site');
  });

  it('says a pending entry is being added to the log instead of showing an index', () => {
    const shown = text(render(proof([entry({ index: null, inclusionProof: null })])));
    expect(shown).toContain('Being added to the log Published 11/20/2026');
    expect(shown).not.toContain('#');
  });

  it('says the notice is not in the public log yet when the API answers 404', () => {
    const html = render({ kind: 'notPublic' });
    expect(text(html)).toContain('Not in the public log yet');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('#proof');
  });

  it('shows an error box when the proof could not be loaded', () => {
    expect(render({ kind: 'error' })).toMatch(/role="alert".*Could not load the proof of publication/);
  });
});

describe('movedToVersion', () => {
  const date = (extra: Partial<Notice['publicationDates'][number]>) =>
    ({
      id: 1,
      date: '2026-12-04',
      version: 2,
      noticeId: 41,
      published: false,
      canceled: false,
      paid: false,
      fromCurrentVersion: true,
      ...extra,
    }) as Notice['publicationDates'][number];

  it('reads a canceled date carried by a later version as moved to it', () => {
    const canceled = entry({ event: 'date_canceled', eventDate: '2026-12-04', version: 1 });
    expect(movedToVersion(canceled, [date({})])).toBe(2);
    expect(renderWithDates([canceled], [date({})])).toContain('Date moved to version 2');
  });

  it('keeps "Date canceled" when no later version has the day, or it was canceled there too', () => {
    const canceled = entry({ event: 'date_canceled', eventDate: '2026-12-04', version: 1 });
    expect(movedToVersion(canceled, [date({ date: '2026-12-05' })])).toBeNull();
    expect(movedToVersion(canceled, [date({ canceled: true })])).toBeNull();
    expect(movedToVersion(entry({ event: 'published' }), [date({})])).toBeNull();
    expect(renderWithDates([canceled], [])).toContain('Date canceled');
  });
});

const renderWithDates = (entries: ProofEntry[], dates: Notice['publicationDates']) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={i18nProvider}>
      <ProofView noticeId={40} state={proof(entries)} dates={dates} />
    </I18nContext.Provider>,
  );
