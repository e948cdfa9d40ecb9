import { execFileSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransparencyService } from '../../src/transparency';
import { bearer, TestApp } from '../support/app';
import { createNoticeType, day, noticeBody, setDateSettings } from '../support/notice-fixtures';
import { quietLog, sha256 } from '../support/transparency-fixtures';

// RFC 9162 §2.1.3.2 and §2.1.4.2 verification, written from the RFC for these tests only.
const node = (l: Buffer, r: Buffer) => sha256(Buffer.from([1]), l, r);
/** The RFC's fn/sn pair; `up` shifts both right, `upWhileEven` until fn is odd or 0. */
class Cursor {
  constructor(
    public fn: number,
    public sn: number,
  ) {}
  up() {
    this.fn = Math.floor(this.fn / 2);
    this.sn = Math.floor(this.sn / 2);
  }
  upWhileEven() {
    while (this.fn % 2 === 0 && this.fn !== 0) this.up();
  }
}
function rootFromInclusion(index: number, size: number, leaf: Buffer, proof: Buffer[]): Buffer | null {
  if (index >= size) return null;
  const c = new Cursor(index, size - 1);
  let r = leaf;
  for (const p of proof) {
    if (c.sn === 0) return null;
    if (c.fn % 2 === 1 || c.fn === c.sn) {
      r = node(p, r);
      c.upWhileEven();
    } else r = node(r, p);
    c.up();
  }
  return c.sn === 0 ? r : null;
}
function consistent(first: number, second: number, firstRoot: Buffer, secondRoot: Buffer, proof: Buffer[]) {
  const path = (first & (first - 1)) === 0 ? [firstRoot, ...proof] : [...proof];
  const c = new Cursor(first - 1, second - 1);
  while (c.fn % 2 === 1) c.up();
  let fr = path[0];
  let sr = path[0];
  for (const p of path.slice(1)) {
    if (c.sn === 0) return false;
    if (c.fn % 2 === 1 || c.fn === c.sn) {
      fr = node(p, fr);
      sr = node(p, sr);
      c.upWhileEven();
    } else sr = node(sr, p);
    c.up();
  }
  return fr.equals(firstRoot) && sr.equals(secondRoot) && c.sn === 0;
}
const b64 = (s: string) => Buffer.from(s, 'base64');

describe('the public transparency API', () => {
  let t: TestApp;
  let noticeId: number;
  let draftId: number;
  let oldCheckpoint: { treeSize: number; rootHash: string };
  beforeAll(async () => {
    t = await TestApp.start({ transparency: quietLog({ TRANSPARENCY_ORIGIN: 'notices.test/transparency' }) });
    const type = await createNoticeType(t);
    const pub = (await t.createPublication()).id;
    const admin = bearer((await t.admin()).token);
    await setDateSettings(t, false, true);
    const make = async () => {
      const res = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub, { publicationDates: [{ date: day(t, 0) }, { date: day(t, 2) }] }));
      return res.body.id as number;
    };
    const log = t.app.get(TransparencyService);
    for (let i = 0; i < 5; i++) await t.http.put(`/api/v1/admin/notices/${await make()}/publish`).set(admin);
    await log.integrate();
    oldCheckpoint = await log.latestCheckpoint();
    noticeId = await make();
    await t.http.put(`/api/v1/admin/notices/${noticeId}/publish`).set(admin);
    const [{ id }] = await t.db.query(
      `SELECT id FROM publication_dates WHERE notice_id = $1 AND NOT published`,
      [noticeId],
    );
    await t.http.delete(`/api/v1/admin/notices/${noticeId}/cancel/${id}`).set(admin);
    for (let i = 0; i < 3; i++) await t.http.put(`/api/v1/admin/notices/${await make()}/publish`).set(admin);
    await log.integrate();
    draftId = await make();
  });
  afterAll(() => t.close());

  it('serves the checkpoint as a signed note that openssl verifies with the published key', async () => {
    const res = await t.http.get('/api/v1/transparency/checkpoint');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const [body, signature] = res.text.split('\n\n');
    const [origin, size, root] = body.split('\n');
    expect([origin, size]).toEqual(['notices.test/transparency', '10']);
    expect(b64(root)).toHaveLength(32);
    const keys = await t.http.get('/api/v1/transparency/keys');
    expect(keys.headers['cache-control']).toBe('public, max-age=300');
    expect(keys.body.origin).toBe('notices.test/transparency');
    const [key] = keys.body.keys;
    expect(key).toMatchObject({ name: 'notices.test/transparency', retiredAt: null });
    expect(key.verifierKey).toBe(
      `${key.name}+${key.keyId}+${Buffer.concat([Buffer.from([1]), b64(key.publicKey)]).toString('base64')}`,
    );
    const match = /^\u2014 (\S+) (\S+)\n$/u.exec(signature)!;
    expect(match[1]).toBe(key.name);
    const blob = b64(match[2]);
    expect(blob.subarray(0, 4).toString('hex')).toBe(key.keyId);
    const dir = mkdtempSync(join(tmpdir(), 'checkpoint-'));
    writeFileSync(join(dir, 'body'), `${body}\n`);
    writeFileSync(join(dir, 'sig'), blob.subarray(4));
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), b64(key.publicKey)]);
    writeFileSync(
      join(dir, 'pub.pem'),
      createPublicKey({ key: spki, format: 'der', type: 'spki' }).export({ type: 'spki', format: 'pem' }),
    );
    const out = execFileSync(
      'openssl',
      [
        'pkeyutl',
        '-verify',
        '-pubin',
        '-inkey',
        join(dir, 'pub.pem'),
        '-rawin',
        '-in',
        join(dir, 'body'),
        '-sigfile',
        join(dir, 'sig'),
      ],
      { encoding: 'utf8' },
    );
    expect(out).toMatch(/Signature Verified Successfully/);
  });

  it('serves each entry byte for byte as JSON, immutable; 404 beyond the tree, 400 for a bad index', async () => {
    const [row] = await t.db.query('SELECT body FROM transparency_entries WHERE leaf_index = 3');
    const res = await t.http
      .get('/api/v1/transparency/entries/3')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((res.body as Buffer).equals(Buffer.from(row.body, 'utf8'))).toBe(true);
    const beyond = await t.http.get('/api/v1/transparency/entries/10');
    expect([beyond.status, beyond.body.message]).toEqual([404, 'not_found']);
    expect(beyond.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    for (const bad of ['-1', 'x', '01', '1.5', '+2', '99999999999999999999']) {
      const res = await t.http.get(`/api/v1/transparency/entries/${bad}`);
      expect([bad, res.status, Object.keys(res.body.errors ?? {})]).toEqual([bad, 400, ['index']]);
    }
  });

  it('answers inclusion proofs that verify against the checkpoint root', async () => {
    const { rootHash } = await t.app.get(TransparencyService).latestCheckpoint();
    for (let index = 0; index < 10; index++) {
      const res = await t.http.get(`/api/v1/transparency/proofs/inclusion?index=${index}&treeSize=10`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const root = rootFromInclusion(index, 10, b64(res.body.leafHash), res.body.proof.map(b64));
      expect(root?.toString('base64')).toBe(rootHash);
    }
    const old = await t.http.get(
      `/api/v1/transparency/proofs/inclusion?index=2&treeSize=${oldCheckpoint.treeSize}`,
    );
    const root = rootFromInclusion(
      2,
      oldCheckpoint.treeSize,
      b64(old.body.leafHash),
      old.body.proof.map(b64),
    );
    expect(root?.toString('base64')).toBe(oldCheckpoint.rootHash);
  });

  it('answers consistency proofs that verify between two checkpoints', async () => {
    const latest = await t.app.get(TransparencyService).latestCheckpoint();
    const res = await t.http.get(
      `/api/v1/transparency/proofs/consistency?from=${oldCheckpoint.treeSize}&to=10`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: oldCheckpoint.treeSize, to: 10 });
    expect(
      consistent(
        oldCheckpoint.treeSize,
        10,
        b64(oldCheckpoint.rootHash),
        b64(latest.rootHash),
        res.body.proof.map(b64),
      ),
    ).toBe(true);
    const same = await t.http.get('/api/v1/transparency/proofs/consistency?from=10&to=10');
    expect(same.body.proof).toEqual([]);
  });

  it.each([
    ['inclusion', '', ['index', 'treeSize']],
    ['inclusion', 'index=1', ['treeSize']],
    ['inclusion', 'index=-1&treeSize=3', ['index']],
    ['inclusion', 'index=1.5&treeSize=3', ['index']],
    ['inclusion', 'index=a&treeSize=b', ['index', 'treeSize']],
    ['inclusion', 'index=1&index=2&treeSize=3', ['index']],
    ['inclusion', 'index=3&treeSize=3', ['index']],
    ['inclusion', 'index=0&treeSize=0', ['treeSize']],
    ['inclusion', 'index=0&treeSize=11', ['treeSize']],
    ['inclusion', 'index=0&treeSize=3&extra=1', ['extra']],
    ['consistency', '', ['from', 'to']],
    ['consistency', 'from=5&to=4', ['from']],
    ['consistency', 'from=1&to=11', ['to']],
    ['consistency', 'from=-1&to=2', ['from']],
    ['consistency', 'from=1e1&to=20', ['from']],
    // RFC 9162 defines no proof from the empty tree.
    ['consistency', 'from=0&to=3', ['from']],
    ['consistency', 'from=0&to=0', ['from']],
  ])('GET /transparency/proofs/%s?%s is 400 naming %j', async (kind, query, fields) => {
    const res = await t.http.get(`/api/v1/transparency/proofs/${kind}?${query}`);
    expect([res.status, res.body.message, Object.keys(res.body.errors ?? {}).sort()]).toEqual([
      400,
      'validation_failed',
      fields,
    ]);
  });

  it('answers a notice’s entries with inclusion proofs; 404 for a draft, an unknown id; 400 for a bad id', async () => {
    const res = await t.http.get(`/api/v1/transparency/notices/${noticeId}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(res.body.noticeId).toBe(noticeId);
    expect(res.body.checkpoint).toMatchObject({ origin: 'notices.test/transparency', treeSize: 10 });
    expect(res.body.entries.map((e: { event: string; index: number }) => [e.event, e.index])).toEqual([
      ['published', 5],
      ['date_canceled', 6],
    ]);
    for (const entry of res.body.entries) {
      expect(entry).toMatchObject({
        noticeId,
        version: 1,
        entryUrl: `/api/v1/transparency/entries/${entry.index}`,
      });
      const root = rootFromInclusion(entry.index, 10, b64(entry.leafHash), entry.inclusionProof.map(b64));
      expect(root?.toString('base64')).toBe(res.body.checkpoint.rootHash);
    }
    for (const id of [draftId, 999999]) {
      const missing = await t.http.get(`/api/v1/transparency/notices/${id}`);
      expect([missing.status, missing.body.message]).toEqual([404, 'not_found']);
    }
    const bad = await t.http.get('/api/v1/transparency/notices/abc');
    expect(bad.status).toBe(400);
  });

  it('shows an entry appended but not yet integrated as pending', async () => {
    const admin = bearer((await t.admin()).token);
    const [{ id: dateId }] = await t.db.query(
      `SELECT d.id FROM publication_dates d JOIN transparency_entries e ON e.notice_id = d.notice_id
       WHERE NOT d.published AND NOT d.canceled AND e.notice_id <> $1 LIMIT 1`,
      [noticeId],
    );
    const [{ notice_id: id }] = await t.db.query('SELECT notice_id FROM publication_dates WHERE id = $1', [
      dateId,
    ]);
    await t.http.delete(`/api/v1/admin/notices/${id}/cancel/${dateId}`).set(admin);
    const res = await t.http.get(`/api/v1/transparency/notices/${id}`);
    expect(res.body.entries.at(-1)).toMatchObject({
      event: 'date_canceled',
      index: null,
      inclusionProof: null,
      entryUrl: null,
    });
    await t.app.get(TransparencyService).integrate();
  });

  it('looks a digest up: a logged notice’s attachment, an entry by leaf hash; 400 for anything but 64 hex digits', async () => {
    const digest = 'ab'.repeat(32);
    await t.db.query(
      `INSERT INTO notice_attachments (notice_id, kind, name, content_type, size, storage_key, sha256, status)
       VALUES ($1, 'public', 'map.pdf', 'application/pdf', 10, 'k1', $2, 'ready'),
              ($3, 'public', 'draft.pdf', 'application/pdf', 10, 'k2', $2, 'ready')`,
      [noticeId, digest, draftId],
    );
    const res = await t.http.get(`/api/v1/transparency/lookup?sha256=${digest.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toEqual({
      sha256: digest,
      matches: [
        {
          kind: 'attachment',
          noticeId,
          title: expect.any(String),
          name: 'map.pdf',
          url: `/notices/${noticeId}`,
        },
      ],
    });
    const [entry] = await t.db.query('SELECT leaf_hash FROM transparency_entries WHERE leaf_index = 4');
    const byLeaf = await t.http.get(`/api/v1/transparency/lookup?sha256=${entry.leaf_hash.toString('hex')}`);
    expect(byLeaf.body.matches).toEqual([
      expect.objectContaining({ kind: 'entry', index: 4, url: '/api/v1/transparency/entries/4' }),
    ]);
    for (const query of ['', 'sha256=abc', `sha256=${'g'.repeat(64)}`, `sha256=${digest}&sha256=${digest}`]) {
      const bad = await t.http.get(`/api/v1/transparency/lookup?${query}`);
      expect([query, bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([query, 400, ['sha256']]);
    }
  });
});
