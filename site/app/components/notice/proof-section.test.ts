import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NoticeProof, ProofEntry } from '~/utils/proof/types';
import { ProofSection } from './proof-section';

const HASH = 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=';
const notice = { id: 41, title: 'Notice of Sale', content: 'Text' };
const proof: NoticeProof = {
  noticeId: 41,
  checkpoint: {
    origin: 'localhost:3000/transparency',
    treeSize: 120,
    rootHash: 'cm9vdA==',
    note: 'localhost:3000/transparency\n120\ncm9vdA==\n\n\u2014 localhost:3000/transparency AAAA<&>\n',
  },
  entries: [
    {
      index: 17,
      event: 'published' as ProofEntry['event'],
      eventDate: '2026-11-20',
      version: 1,
      noticeId: 40,
    },
    {
      index: 30,
      event: 'new_version' as ProofEntry['event'],
      eventDate: '2026-11-21',
      version: 2,
      noticeId: 41,
    },
    {
      index: 31,
      event: 'date_published' as ProofEntry['event'],
      eventDate: '2026-11-22',
      version: 2,
      noticeId: 41,
    },
    {
      index: 32,
      event: 'date_canceled' as ProofEntry['event'],
      eventDate: '2026-11-23',
      version: 2,
      noticeId: 41,
    },
    {
      index: null,
      event: 'date_published' as ProofEntry['event'],
      eventDate: '2026-11-24',
      version: 2,
      noticeId: 41,
    },
  ].map((e) => ({
    ...e,
    loggedAt: `${e.eventDate}T13:00:00.000Z`,
    leafHash: HASH,
    entryUrl: `/api/v1/transparency/entries/${e.index}`,
    inclusionProof: e.index === null ? null : [],
  })),
};
const render = (p: NoticeProof | null) =>
  renderToStaticMarkup(createElement(ProofSection, { proof: p, notice }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ProofSection', () => {
  it('renders each entry: number, event in words, date, version, short hash, its checkpoint', () => {
    const html = render(proof);
    expect(html).toContain('id="proof"');
    expect(html).toContain('<h2 id="proof-title">Proof of publication</h2>');
    const words = text(html);
    expect(words).toContain('#17 Published 11/20/2026 1 q83vEjRWeJq8… Checkpoint 120');
    expect(words).toContain('#30 New version published 11/21/2026 2 (this version)');
    expect(words).toContain('#31 Published again 11/22/2026');
    expect(words).toContain('#32 Date canceled 11/23/2026');
    expect(html).toContain(`<code title="${HASH}" data-hash="${HASH}">q83vEjRWeJq8…</code>`);
  });

  it('shows a pending entry as being added, and the checkpoint with its escaped note', () => {
    const html = render(proof);
    expect(text(html)).toContain(
      '— Published again 11/24/2026 2 (this version) q83vEjRWeJq8… Being added to the log (a few seconds)',
    );
    expect(text(html)).toContain('Root hash cm9vdA==');
    expect(html).toContain('AAAA&lt;&amp;&gt;');
  });

  it('without JavaScript shows no Verify button but says what it needs; the live region is there', () => {
    const html = render(proof);
    expect(html).not.toContain('>Verify<');
    expect(html).toContain('Verifying in your browser needs JavaScript');
    expect(html).toMatch(/<p class="verify-result "[^>]*role="status" aria-live="polite">/);
  });

  it('links the certificate of the version shown', () => {
    expect(render(proof)).toContain(
      '<a href="/api/v1/certificates/41.pdf" download="">Download certificate (PDF)</a>',
    );
  });

  it('says the proof is unavailable when the log did not answer, still offering the certificate', () => {
    for (const missing of [null, { ...proof, entries: [] }]) {
      const html = render(missing);
      expect(html).toContain('The proof of publication is unavailable right now.');
      expect(html).not.toContain('<table');
      expect(html).toContain('/api/v1/certificates/41.pdf');
    }
  });
});
