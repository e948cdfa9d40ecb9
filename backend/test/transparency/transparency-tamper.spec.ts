import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { TransparencySelfCheck } from '../../src/transparency/self-check';
import { TransparencyService } from '../../src/transparency/transparency.service';
import { TestApp } from '../support/app';
import { day } from '../support/notice-fixtures';
import { proofFixtures, publishNotice, runVerifier, type ProofFixtures } from './transparency-proof-fixtures';

const sha256 = (...parts: Buffer[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

/**
 * What an attacker with the database would do after rewriting a leaf: recompute every stored node from
 * the leaves, so the tree is self-consistent again (the server will then sign its new root).
 */
async function recomputeNodes(t: TestApp): Promise<void> {
  const leaves = (
    await t.db.query<Array<{ leaf_hash: Buffer }>>(
      'SELECT leaf_hash FROM transparency_entries WHERE leaf_index IS NOT NULL ORDER BY leaf_index',
    )
  ).map((r) => r.leaf_hash);
  await t.db.query('DELETE FROM transparency_nodes');
  let level = leaves;
  for (let l = 0; level.length; l++) {
    for (const [index, hash] of level.entries())
      await t.db.query('INSERT INTO transparency_nodes (level, index, hash) VALUES ($1, $2, $3)', [
        l,
        index,
        hash,
      ]);
    const up: Buffer[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) up.push(sha256(Buffer.from([1]), level[i], level[i + 1]));
    level = up;
  }
}

/** Tampering with the database shows: in the self-check (log + health) and in public verification. */
describe('transparency log, tamper evidence', () => {
  let t: TestApp;
  let f: ProofFixtures;
  let key: string;
  const work = mkdtempSync(join(tmpdir(), 'tamper-'));
  const integrate = () => t.app.get(TransparencyService).integrate();
  const selfCheck = () => t.app.get(TransparencySelfCheck).run();

  beforeAll(async () => {
    t = await TestApp.start();
    f = await proofFixtures(t);
    for (const title of ['Foreclosure A', 'Foreclosure B', 'Foreclosure C'])
      await publishNotice(t, f, { title, publicationDates: [{ date: day(t, 0) }] });
    await integrate();
    key = (await t.http.get('/api/v1/transparency/keys').expect(200)).body.keys[0].verifierKey;
  }, 120_000);
  afterAll(() => t.close());

  it('a notice changed in the database: the self-check names it (error log, health detail) and public verification fails', async () => {
    const notice = await publishNotice(t, f, {
      title: 'Sheriff sale',
      publicationDates: [{ date: day(t, 0) }],
    });
    await integrate();
    expect(await selfCheck()).toMatchObject({ status: 'ok', mismatches: [] });
    expect(await runVerifier(['--url', t.url, '--key', key, '--notice', String(notice.id)])).toMatchObject({
      code: 0,
    });
    const health = await t.http.get('/api/v1/health').expect(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, transparency: { status: 'ok' } },
    });

    const [{ content }] = await t.db.query('SELECT content FROM notices WHERE id = $1', [notice.id]);
    await t.db.query(
      `UPDATE notices SET content = 'The sale was moved to a date nobody was told of.' WHERE id = $1`,
      [notice.id],
    );
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const result = await selfCheck();
      expect(result).toMatchObject({ status: 'mismatch', mismatches: [notice.id] });
      expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toContain(
        `notices ${notice.id} differ from their log entries`,
      );
    } finally {
      errors.mockRestore();
    }
    const degraded = await t.http.get('/api/v1/health');
    expect(degraded.status).toBe(200); // load balancers keep the instance; the body tells
    expect(degraded.body).toEqual({
      status: 'degraded',
      checks: {
        database: { status: 'ok', latencyMs: expect.any(Number) },
        replica: { status: 'not_configured', lagMs: null, latencyMs: expect.any(Number) },
        storage: { status: 'ok', latencyMs: expect.any(Number) },
        mail: { status: 'ok', latencyMs: expect.any(Number) },
        jobs: { status: 'disabled', latencyMs: expect.any(Number) },
        transparency: {
          status: 'mismatch',
          mismatches: [notice.id],
          problems: [],
          checkedAt: expect.any(String),
          latencyMs: expect.any(Number),
        },
      },
    });
    const { code, out } = await runVerifier(['--url', t.url, '--key', key, '--notice', String(notice.id)]);
    expect([code, out]).toEqual([
      1,
      expect.stringContaining(
        `NOT VERIFIED: notice ${notice.id} (version 1) as published now does NOT match log entry`,
      ),
    ]);
    expect(out).toContain('the text differs');
    // Put back, the check is clean again.
    await t.db.query('UPDATE notices SET content = $2 WHERE id = $1', [notice.id, content]);
    expect(await selfCheck()).toMatchObject({ status: 'ok', mismatches: [] });
  });

  it('a file swapped in the database: the self-check names the notice and verification says the attachments differ', async () => {
    const notice = await publishNotice(t, f, { title: 'Plat map', publicationDates: [{ date: day(t, 0) }] }, [
      'plat.png',
    ]);
    await integrate();
    expect(await runVerifier(['--url', t.url, '--key', key, '--notice', String(notice.id)])).toMatchObject({
      code: 0,
    });
    const [file] = await t.db.query('SELECT id, sha256 FROM notice_attachments WHERE notice_id = $1', [
      notice.id,
    ]);
    await t.db.query(`UPDATE notice_attachments SET sha256 = repeat('0', 64) WHERE id = $1`, [file.id]);
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      expect(await selfCheck()).toMatchObject({ status: 'mismatch', mismatches: [notice.id] });
    } finally {
      errors.mockRestore();
    }
    const { code, out } = await runVerifier(['--url', t.url, '--key', key, '--notice', String(notice.id)]);
    expect([code, out]).toEqual([1, expect.stringContaining('the public attachments differ')]);
    await t.db.query('UPDATE notice_attachments SET sha256 = $2 WHERE id = $1', [file.id, file.sha256]);
    expect(await selfCheck()).toMatchObject({ status: 'ok', mismatches: [] });
  });

  it('an old entry rewritten with its tree recomputed: the consistency proof from a saved checkpoint fails', async () => {
    const saved = join(work, 'before.txt');
    writeFileSync(saved, (await t.http.get('/api/v1/transparency/checkpoint').expect(200)).text);
    expect(await runVerifier(['--url', t.url, '--key', key, '--since', saved])).toMatchObject({ code: 0 });

    // Entry 1 now says another title, and every hash above it agrees.
    const [entry] = await t.db.query<Array<{ id: string; body: string }>>(
      'SELECT id, body FROM transparency_entries WHERE leaf_index = 1',
    );
    const body = entry.body.replace('Foreclosure B', 'Foreclosure X');
    expect(body).not.toBe(entry.body);
    await t.db.query('UPDATE transparency_entries SET body = $2, leaf_hash = $3 WHERE id = $1', [
      entry.id,
      body,
      sha256(Buffer.from([0]), Buffer.from(body)),
    ]);
    await recomputeNodes(t);
    // The log goes on; the server signs a checkpoint over the rewritten tree.
    await publishNotice(t, f, { title: 'After the rewrite', publicationDates: [{ date: day(t, 0) }] });
    await integrate();

    const { code, out } = await runVerifier(['--url', t.url, '--key', key, '--since', saved]);
    expect([code, out]).toEqual([
      1,
      expect.stringContaining("does NOT verify: the log's history was rewritten"),
    ]);
    // The self-check sees it too: the checkpoints signed before no longer match the stored entries.
    const result = await selfCheck();
    expect(result.status).toBe('mismatch');
    expect(result.problems.join('\n')).toMatch(
      /the signed checkpoint of tree size \d+ does not match the stored entries/,
    );
  });
});
