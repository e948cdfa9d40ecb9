import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transparencyConfig } from '../../src/config/config';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { TransparencySigner } from '../../src/transparency/transparency-signer';
import { TransparencyService } from '../../src/transparency/transparency.service';
import { TestApp } from '../support/app';
import { day, noticeBody } from '../support/notice-fixtures';
import {
  proofFixtures,
  publishNotice,
  runVerifier,
  tamperingProxy,
  type ProofFixtures,
} from './transparency-proof-fixtures';

const DAY_MS = 86_400_000;

/** Our own vkey for any Ed25519 key (a wrong key for the verifier). */
function vkeyOf(name: string, publicKey: Buffer): string {
  const id = createHash('sha256')
    .update(name)
    .update(Buffer.from([0x0a, 0x01]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
  return `${name}+${id.toString('hex')}+${Buffer.concat([Buffer.from([1]), publicKey]).toString('base64')}`;
}

/** Flips one bit of the root line of a checkpoint note (the signature line stays as signed). */
function flipRootBit(note: string): string {
  const lines = note.split('\n');
  const root = Buffer.from(lines[2], 'base64');
  root[5] ^= 0x01;
  lines[2] = root.toString('base64');
  return lines.join('\n');
}

/**
 * The log verified by code that shares nothing with the server: scripts/verify-log.mjs (RFC 9162's
 * iterative algorithms, node:crypto) as a child process, and the openssl command for the signature.
 */
describe('transparency log, verified independently', () => {
  let t: TestApp;
  let f: ProofFixtures;
  let key: string;
  const notices: Record<string, number> = {};
  const work = mkdtempSync(join(tmpdir(), 'verify-log-'));

  beforeAll(async () => {
    t = await TestApp.start();
    f = await proofFixtures(t);
    // published today, its second date published by the scheduler a week later (date_published)
    notices.twoDates = (await publishNotice(t, f, {}, ['site-map.png', 'survey.png'])).id;
    // a second date canceled (date_canceled)
    const canceled = await publishNotice(t, f, { title: 'Zoning hearing' });
    notices.canceled = canceled.id;
    await t.http
      .delete(`/api/v1/admin/notices/${canceled.id}/cancel/${canceled.dates[1].id}`)
      .set(f.admin)
      .expect(200);
    // edited after publishing: version 2, published by the scheduler (new_version)
    const edited = await publishNotice(t, f, { title: 'Probate notice' });
    notices.version1 = edited.id;
    const v2 = await t.http
      .put(`/api/v1/admin/notices/${edited.id}`)
      .set(f.admin)
      .send(
        noticeBody(t, f.type, f.publicationId, {
          createNewVersion: true,
          title: 'Probate notice (corrected)',
          content: 'Corrected text.',
          fieldValues: [{ noticeTypeCustomFieldId: f.type.text, text: 'John Roe' }],
          publicationDates: edited.dates,
        }),
      );
    expect(v2.status).toBe(200);
    await t.http.put(`/api/v1/admin/notices/${v2.body.id}/publish`).set(f.admin).expect(200);
    notices.version2 = v2.body.id;
    t.clock.advance(7 * DAY_MS);
    await t.app.get(SchedulerService).run();
    t.clock.reset();
    await t.app.get(TransparencyService).integrate();
    const keys = await t.http.get('/api/v1/transparency/keys').expect(200);
    key = keys.body.keys.find((k: { retiredAt: string | null }) => !k.retiredAt).verifierKey;
  }, 120_000);
  let rotated: TestApp | undefined;
  let closed = false;
  afterAll(async () => {
    if (!closed) await t.close();
    await rotated?.close();
  });

  it('accepts every real notice, each version, and the whole log', async () => {
    const events = await t.db.query<Array<{ event: string }>>(
      'SELECT DISTINCT event FROM transparency_entries ORDER BY event',
    );
    expect(events.map((e) => e.event)).toEqual([
      'date_canceled',
      'date_published',
      'new_version',
      'published',
    ]);
    for (const id of Object.values(notices)) {
      const { code, out } = await runVerifier(['--url', t.url, '--key', key, '--notice', String(id)]);
      expect([code, out]).toEqual([0, expect.stringContaining('all included, text matches')]);
      expect(out).toMatch(
        /Checkpoint signed by \S+ \(key id [0-9a-f]{8}\), origin \S+, tree size \d+, root \S+: signature valid/,
      );
    }
    const all = await runVerifier(['--url', t.url, '--key', key, '--all']);
    expect(all.code).toBe(0);
    expect(all.out).toMatch(/All \d+ entries fetched and hashed: the recomputed root equals the signed root/);
  });

  it('openssl verifies the checkpoint signature with the published key (and refuses an altered body)', async () => {
    const note = (await t.http.get('/api/v1/transparency/checkpoint').expect(200)).text;
    const body = note.slice(0, note.indexOf('\n\n') + 1);
    const signature = Buffer.from(note.split('\n')[4].split(' ')[2], 'base64').subarray(4);
    expect(signature).toHaveLength(64);
    const raw = Buffer.from(key.split('+').slice(2).join('+'), 'base64').subarray(1);
    const pem = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), raw]),
      format: 'der',
      type: 'spki',
    }).export({ type: 'spki', format: 'pem' });
    writeFileSync(join(work, 'pub.pem'), pem);
    writeFileSync(join(work, 'body'), body);
    writeFileSync(join(work, 'altered'), flipRootBit(body));
    writeFileSync(join(work, 'sig'), signature);
    const openssl = (file: string) =>
      execFileSync(
        'openssl',
        [
          'pkeyutl',
          '-verify',
          '-pubin',
          '-inkey',
          join(work, 'pub.pem'),
          '-rawin',
          '-in',
          join(work, file),
          '-sigfile',
          join(work, 'sig'),
        ],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    expect(openssl('body')).toContain('Signature Verified Successfully');
    expect(() => openssl('altered')).toThrow();
  });

  it('rejects a wrong key', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32);
    const name = key.split('+')[0];
    const { code, out } = await runVerifier([
      '--url',
      t.url,
      '--key',
      vkeyOf(name, raw),
      '--notice',
      String(notices.twoDates),
    ]);
    expect([code, out]).toEqual([
      1,
      expect.stringContaining('NOT VERIFIED: the checkpoint carries no signature by the given key'),
    ]);
    // The right name and id with another key's bytes is no key at all.
    const forged = `${key.split('+').slice(0, 2).join('+')}+${Buffer.concat([Buffer.from([1]), raw]).toString('base64')}`;
    const second = await runVerifier(['--url', t.url, '--key', forged, '--all']);
    expect([second.code, second.out]).toEqual([
      1,
      expect.stringContaining('does not match its name and public key'),
    ]);
  });

  it('rejects a flipped bit in the root', async () => {
    const proxy = await tamperingProxy(t.url, (path, body) => {
      if (path.startsWith('/api/v1/transparency/checkpoint'))
        return Buffer.from(flipRootBit(body.toString()));
      if (!path.startsWith('/api/v1/transparency/notices/')) return body;
      const proof = JSON.parse(body.toString());
      proof.checkpoint.note = flipRootBit(proof.checkpoint.note);
      return Buffer.from(JSON.stringify(proof));
    });
    try {
      for (const mode of [['--notice', String(notices.twoDates)], ['--all']]) {
        const { code, out } = await runVerifier(['--url', proxy.url, '--key', key, ...mode]);
        expect([code, out]).toEqual([1, expect.stringContaining("the checkpoint's signature by")]);
        expect(out).toContain('does NOT verify');
      }
    } finally {
      await proxy.close();
    }
  });

  /** The notice's proof as served, with `change` applied to its entries. */
  async function verifyAltered(
    change: (entries: Array<{ index: number; inclusionProof: string[] }>) => void,
  ) {
    const proxy = await tamperingProxy(t.url, (path, body) => {
      if (!path.startsWith(`/api/v1/transparency/notices/`)) return body;
      const proof = JSON.parse(body.toString());
      change(proof.entries);
      return Buffer.from(JSON.stringify(proof));
    });
    try {
      return await runVerifier(['--url', proxy.url, '--key', key, '--notice', String(notices.twoDates)]);
    } finally {
      await proxy.close();
    }
  }

  it('rejects a proof for another index', async () => {
    const { code, out } = await verifyAltered((entries) => {
      expect(entries.length).toBeGreaterThanOrEqual(2);
      [entries[0].inclusionProof, entries[1].inclusionProof] = [
        entries[1].inclusionProof,
        entries[0].inclusionProof,
      ];
    });
    expect([code, out]).toEqual([
      1,
      expect.stringMatching(/entry \d+: the inclusion proof does NOT reach the signed root/),
    ]);
  });

  it('rejects a truncated proof', async () => {
    const { code, out } = await verifyAltered((entries) => {
      expect(entries[0].inclusionProof.length).toBeGreaterThan(0);
      entries[0].inclusionProof.pop();
    });
    expect([code, out]).toEqual([
      1,
      expect.stringMatching(/entry \d+: the inclusion proof does NOT reach the signed root/),
    ]);
  });

  it('checks a saved checkpoint against a later one (--since)', async () => {
    const saved = join(work, 'saved-checkpoint.txt');
    const first = await runVerifier(['--url', t.url, '--key', key, '--all', '--save', saved]);
    expect(first.code).toBe(0);
    const later = await publishNotice(t, f, { title: 'Bid notice', publicationDates: [{ date: day(t, 0) }] });
    await t.app.get(TransparencyService).integrate();
    const { code, out } = await runVerifier([
      '--url',
      t.url,
      '--key',
      key,
      '--notice',
      String(later.id),
      '--since',
      saved,
    ]);
    expect([code, out]).toEqual([
      0,
      expect.stringMatching(
        /Saved checkpoint \(tree size \d+, root \S+\) is consistent with tree size \d+: the log only grew/,
      ),
    ]);
  });

  it('takes a saved checkpoint of the empty log as consistent without a proof (RFC 9162 defines none)', async () => {
    const { origin } = await t.app.get(TransparencyService).latestCheckpoint();
    const emptyRoot = createHash('sha256').digest(); // RFC 9162: the hash of an empty list
    const saved = join(work, 'empty-checkpoint.txt');
    writeFileSync(saved, t.app.get(TransparencySigner).checkpoint(origin, 0, emptyRoot));
    const args = ['--url', t.url, '--key', key, '--notice', String(notices.canceled), '--since', saved];
    const { code, out } = await runVerifier(args);
    expect([code, out]).toEqual([
      0,
      expect.stringMatching(/Saved checkpoint \(tree size 0, root \S+\) is consistent with tree size \d+/),
    ]);
  });

  it('waits for the entries of a notice published a moment ago (pending for a few seconds)', async () => {
    const fresh = await publishNotice(t, f, {
      title: 'Fresh notice',
      publicationDates: [{ date: day(t, 0) }],
    });
    const { code, out } = await runVerifier(['--url', t.url, '--key', key, '--notice', String(fresh.id)]);
    expect([code, out]).toEqual([
      0,
      expect.stringContaining(`Notice ${fresh.id}: 1 entry, all included, text matches`),
    ]);
  });

  it('after a key rotation: old checkpoints verify with the old key, new ones with the new, consistently', async () => {
    const saved = join(work, 'signed-by-old-key.txt');
    writeFileSync(saved, (await t.http.get('/api/v1/transparency/checkpoint').expect(200)).text);
    await t.close();
    closed = true;
    const newPem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    rotated = await TestApp.start({
      databaseUrl: t.config.databaseUrl,
      transparency: transparencyConfig({
        TRANSPARENCY_SIGNING_KEY: newPem,
        TRANSPARENCY_KEY_NAME: 'notices.example/transparency/2027',
      }),
    });
    const r = rotated;
    await publishNotice(r, await proofFixtures(r), { publicationDates: [{ date: day(r, 0) }] });
    await r.app.get(TransparencyService).integrate();
    const { body } = await r.http.get('/api/v1/transparency/keys').expect(200);
    expect(body.keys).toEqual([
      expect.objectContaining({ verifierKey: key, retiredAt: expect.any(String) }),
      expect.objectContaining({ name: 'notices.example/transparency/2027', retiredAt: null }),
    ]);
    const newKey = body.keys[1].verifierKey;
    // The new checkpoint is signed by the new key only; the saved one by the old key only.
    const onlyNew = await runVerifier(['--url', r.url, '--key', newKey, '--all']);
    expect([onlyNew.code, onlyNew.out]).toEqual([
      0,
      expect.stringContaining('Checkpoint signed by notices.example/transparency/2027'),
    ]);
    const onlyOld = await runVerifier(['--url', r.url, '--key', newKey, '--since', saved]);
    expect([onlyOld.code, onlyOld.out]).toEqual([
      1,
      expect.stringContaining('no signature by the given key'),
    ]);
    const both = await runVerifier(['--url', r.url, '--key', key, '--key', newKey, '--since', saved]);
    expect([both.code, both.out]).toEqual([0, expect.stringContaining('the log only grew')]);
  });
});

/**
 * Every proof shape of small trees: the server's recursive proofs (merkle.ts) against the verifier's
 * iterative checks, in a separate Node process that loads only scripts/verify-log.mjs.
 */
