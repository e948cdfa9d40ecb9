import { describe, expect, it } from 'vitest';
import { buildLog, fakeFetch, newKey, publishedKey } from './log-fixture.test-support';
import type { NoticeProof } from './types';
import { PENDING_TEXT, UNREACHABLE_TEXT, verifyNotice } from './verify-notice';

const ORIGIN = 'localhost:3000/transparency';
const key = newKey(ORIGIN);
const shown = { id: 41, title: 'Notice of Sale', content: 'The property at 1 Main St.\nwill be sold.' };
const v1 = { noticeId: 40, version: 1, title: 'Notice of Sale', content: 'Old text' };
const v2 = { noticeId: 41, version: 2, title: shown.title, content: shown.content };
const keys = { origin: ORIGIN, keys: [publishedKey(key)] };
const API = '/api/v1/transparency';

/** The routes of the API for a log built from the given entries, with `change` applied to them. */
function routes(log: ReturnType<typeof buildLog>, change: (r: Record<string, unknown>) => void = () => {}) {
  const table: Record<string, unknown> = { [`${API}/notices/41`]: log.proof, [`${API}/keys`]: keys };
  log.bodies.forEach((body, index) => (table[`${API}/entries/${index}`] = body));
  change(table);
  return table;
}
const run = (table: Record<string, unknown>) =>
  verifyNotice(shown, { fetch: fakeFetch(table), wait: async () => {} });

describe('verifyNotice', () => {
  const log = buildLog(ORIGIN, key, [v1, v2]);

  it('accepts a notice whose entries, hashes, proofs and signed checkpoint agree, in plain words', async () => {
    expect(await run(routes(log))).toEqual({
      ok: true,
      message: `Verified: this notice's text matches entry #6 of the public log, which is included in checkpoint 7 signed by ${ORIGIN}.`,
    });
  });

  it('names every entry of the version shown', async () => {
    const twice = buildLog(ORIGIN, key, [v1, v2, v2], 10);
    const result = await run(routes(twice));
    expect(result.message).toContain(
      'matches entries #11 and #12 of the public log, which are included in checkpoint 13',
    );
  });

  it('says the text differs when the notice shown is not what the log recorded', async () => {
    const changed = await verifyNotice(
      { ...shown, content: 'Other words' },
      { fetch: fakeFetch(routes(log)) },
    );
    expect(changed).toEqual({
      ok: false,
      message: 'The text shown here differs from the text recorded in the log on 11/20/2026.',
    });
    const retitled = await verifyNotice({ ...shown, title: 'Another' }, { fetch: fakeFetch(routes(log)) });
    expect(retitled.message).toBe(
      'The title shown here differs from the title recorded in the log on 11/20/2026.',
    );
  });

  it('refuses an entry whose bytes were changed (one flipped bit)', async () => {
    const result = await run(
      routes(log, (table) => {
        const bytes = Buffer.from(log.bodies[6]);
        bytes[3] ^= 1;
        table[`${API}/entries/6`] = bytes;
      }),
    );
    expect(result).toEqual({ ok: false, message: 'Entry #6 of the log does not match its published hash.' });
  });

  it('refuses an entry given a wrong index', async () => {
    const proof: NoticeProof = structuredClone(log.proof);
    proof.entries[1].index = 4;
    proof.entries[1].entryUrl = `${API}/entries/6`;
    const result = await run(routes(log, (table) => (table[`${API}/notices/41`] = proof)));
    expect(result.message).toBe(
      "Entry #4 is not included in checkpoint 7: its proof does not reach the checkpoint's root.",
    );
  });

  it('refuses a proof with a flipped bit in its path', async () => {
    const proof: NoticeProof = structuredClone(log.proof);
    const node = Buffer.from(proof.entries[1].inclusionProof?.[0] ?? '', 'base64');
    node[0] ^= 0x80;
    proof.entries[1].inclusionProof = [
      node.toString('base64'),
      ...(proof.entries[1].inclusionProof ?? []).slice(1),
    ];
    const result = await run(routes(log, (table) => (table[`${API}/notices/41`] = proof)));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('is not included in checkpoint 7');
  });

  it('refuses a checkpoint signed by another key than the published one', async () => {
    const forged = buildLog(ORIGIN, newKey(ORIGIN), [v1, v2]);
    expect(await run(routes(forged))).toEqual({
      ok: false,
      message: "The checkpoint is not signed by any of the log's published keys.",
    });
  });

  it('refuses a checkpoint whose note was changed after signing', async () => {
    const proof: NoticeProof = structuredClone(log.proof);
    proof.checkpoint.note = proof.checkpoint.note.replace(ORIGIN, 'localhost:3001/transparency');
    proof.checkpoint.origin = 'localhost:3001/transparency';
    const result = await run(routes(log, (table) => (table[`${API}/notices/41`] = proof)));
    expect(result).toEqual({ ok: false, message: "The checkpoint's signature is not valid." });
  });

  it('refuses a proof made for another checkpoint than the signed note', async () => {
    const proof: NoticeProof = structuredClone(log.proof);
    proof.checkpoint.treeSize = 8;
    const result = await run(routes(log, (table) => (table[`${API}/notices/41`] = proof)));
    expect(result.message).toBe('The proof was made for another checkpoint than the signed one.');
  });

  it('refuses a log whose entries are all of other versions', async () => {
    const old = buildLog(ORIGIN, key, [v1]);
    expect((await run(routes(old))).message).toBe('This version of the notice has no entry in the log.');
  });

  it('asks again while an entry is pending, and says so when it stays pending', async () => {
    const pending: NoticeProof = structuredClone(log.proof);
    pending.entries[1] = { ...pending.entries[1], index: null, inclusionProof: null };
    let asked = 0;
    const table = routes(log);
    const base = fakeFetch(table);
    const fetcher = (async (url: string) => {
      if (url === `${API}/notices/41` && asked++ < 2) return Response.json(pending);
      return base(url);
    }) as typeof fetch;
    expect((await verifyNotice(shown, { fetch: fetcher, wait: async () => {} })).ok).toBe(true);
    expect(asked).toBe(3);
    const stuck = await run(routes(log, (t) => (t[`${API}/notices/41`] = pending)));
    expect(stuck).toEqual({ ok: false, message: PENDING_TEXT });
  });

  it('says the proof could not be loaded when the API fails', async () => {
    expect(await run({})).toEqual({ ok: false, message: UNREACHABLE_TEXT });
    expect(await run(routes(log, (table) => delete table[`${API}/entries/6`]))).toEqual({
      ok: false,
      message: UNREACHABLE_TEXT,
    });
  });
});
