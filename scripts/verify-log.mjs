#!/usr/bin/env node
// Verifies the public transparency log without trusting the server: plain Node >= 20, no dependencies,
// and no code shared with the server (its proofs are computed recursively; these checks are RFC 9162's
// iterative algorithms, so a bug cannot hide by agreeing with itself). See docs/transparency.md.
//
//   node scripts/verify-log.mjs --url http://localhost:3000 --key '<verifier key>' --notice 40
//   node scripts/verify-log.mjs --url http://localhost:3000 --key '<verifier key>' --all
//   … --since saved-checkpoint.txt   (also: the log grew from that checkpoint without rewriting it)
//   … --save latest-checkpoint.txt   (keeps the verified checkpoint for a later --since)
import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** A failed check: the message says what did not verify. */
export class VerificationError extends Error {}

const fail = (message) => {
  throw new VerificationError(message);
};

const sha256 = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);
export const leafHash = (entryBytes) => sha256(LEAF, entryBytes);
const nodeHash = (left, right) => sha256(NODE, left, right);
const b64 = (buf) => Buffer.from(buf).toString('base64');
const fromB64 = (text, what) => {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0)
    fail(`${what} is not standard base64`);
  return Buffer.from(text, 'base64');
};
const hash32 = (text, what) => {
  const buf = fromB64(text, what);
  if (buf.length !== 32) fail(`${what} is not a 32-byte hash`);
  return buf;
};

// --- Keys and checkpoints (C2SP signed-note and tlog-checkpoint) -------------------------------------

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** `name+keyidhex+base64(0x01 ‖ pubkey)` → { name, keyId, publicKey }; the key id is checked. */
export function parseVerifierKey(vkey) {
  const m = /^([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/]+={0,2})$/.exec(vkey ?? '');
  if (!m) fail(`the verifier key "${vkey}" is not name+keyid+base64`);
  const [, name, keyIdHex, keyB64] = m;
  const raw = fromB64(keyB64, 'the verifier key');
  if (raw.length !== 33 || raw[0] !== 0x01) fail('the verifier key is not an Ed25519 key (0x01 ‖ 32 bytes)');
  const publicKey = raw.subarray(1);
  const keyId = sha256(Buffer.from(name, 'utf8'), Buffer.from([0x0a, 0x01]), publicKey).subarray(0, 4);
  if (keyId.toString('hex') !== keyIdHex)
    fail(
      `the verifier key's id ${keyIdHex} does not match its name and public key (${keyId.toString('hex')})`,
    );
  return {
    name,
    keyId,
    publicKey,
    keyObject: createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
      format: 'der',
      type: 'spki',
    }),
  };
}

/**
 * Checks a checkpoint note against the given keys: one signature line must carry a key's name and id and
 * verify over the body. Answers { origin, treeSize, rootHash (Buffer), body, key }.
 */
export function verifyCheckpoint(note, keys) {
  const split = note.indexOf('\n\n');
  if (split < 0 || !note.endsWith('\n'))
    fail('the checkpoint is not a signed note (no blank line or final newline)');
  const body = note.slice(0, split + 1);
  const lines = body.slice(0, -1).split('\n');
  if (lines.length !== 3) fail(`the checkpoint body has ${lines.length} lines, not 3 (origin, size, root)`);
  const [origin, sizeText, rootText] = lines;
  if (!origin) fail('the checkpoint has no origin');
  if (!/^(0|[1-9][0-9]*)$/.test(sizeText)) fail(`the checkpoint's tree size "${sizeText}" is not a number`);
  const treeSize = Number(sizeText);
  if (!Number.isSafeInteger(treeSize)) fail('the checkpoint tree size is too large');
  const rootHash = hash32(rootText, "the checkpoint's root hash");
  const signatures = note
    .slice(split + 2, -1)
    .split('\n')
    .map((line) => /^\u2014 (\S+) ([A-Za-z0-9+/]+={0,2})$/.exec(line));
  if (!signatures.length || signatures.some((s) => !s)) fail('the checkpoint has a malformed signature line');
  const tried = [];
  for (const key of keys) {
    for (const [, name, sigB64] of signatures) {
      if (name !== key.name) continue;
      const sig = fromB64(sigB64, 'the signature');
      if (sig.length !== 68 || !sig.subarray(0, 4).equals(key.keyId)) continue;
      if (!verifySignature(null, Buffer.from(body, 'utf8'), key.keyObject, sig.subarray(4)))
        fail(`the checkpoint's signature by ${key.name} does NOT verify`);
      return { origin, treeSize, rootHash, body, note, key };
    }
    tried.push(`${key.name}+${key.keyId.toString('hex')}`);
  }
  return fail(`the checkpoint carries no signature by the given key (${tried.join(', ')})`);
}

// --- RFC 9162 verification, the iterative algorithms ---------------------------------------------------

/** RFC 9162 §2.1.3.2: the inclusion proof `proof` (Buffers) takes `leaf` at `index` to `root` of `size`. */
export function verifyInclusion(leaf, index, size, proof, root) {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/** RFC 9162 §2.1.4.2: `proof` shows the tree of `size1` (`root1`) is a prefix of that of `size2` (`root2`). */
export function verifyConsistency(size1, size2, root1, root2, proof) {
  if (size1 < 0 || size2 < size1) return false;
  if (size1 === size2) return proof.length === 0 && root1.equals(root2);
  if (size1 === 0) return proof.length === 0; // the empty tree is a prefix of every tree
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(size1) ? [root1, ...proof] : proof;
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return fr.equals(root1) && sr.equals(root2) && sn === 0;
}

function isPowerOfTwo(n) {
  let x = n;
  while (x > 1 && x % 2 === 0) x /= 2;
  return x === 1;
}

/**
 * The Merkle tree hash of leaves given in order, kept as a stack of complete subtrees (bounded memory:
 * one hash per level), folded right to left at the end as RFC 9162 §2.1.1 defines the root.
 */
export class TreeHasher {
  stack = []; // [{ hash, size }], sizes strictly decreasing powers of two
  size = 0;

  push(leaf) {
    let node = { hash: leaf, size: 1 };
    while (this.stack.length && this.stack.at(-1).size === node.size) {
      const left = this.stack.pop();
      node = { hash: nodeHash(left.hash, node.hash), size: left.size * 2 };
    }
    this.stack.push(node);
    this.size += 1;
  }

  root() {
    if (!this.stack.length) return sha256(Buffer.alloc(0));
    let r = this.stack.at(-1).hash;
    for (let i = this.stack.length - 2; i >= 0; i -= 1) r = nodeHash(this.stack[i].hash, r);
    return r;
  }
}

// --- The public API ------------------------------------------------------------------------------------

export class LogClient {
  constructor(baseUrl) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  async get(path, kind = 'json') {
    const url = `${this.base}/api/v1${path}`;
    let res;
    try {
      res = await fetch(url);
    } catch (e) {
      fail(`cannot reach ${url}: ${e.cause?.message ?? e.message}`);
    }
    if (!res.ok) fail(`GET ${url} answered ${res.status}`);
    if (kind === 'bytes') return Buffer.from(await res.arrayBuffer());
    if (kind === 'text') return res.text();
    return res.json();
  }

  checkpoint = () => this.get('/transparency/checkpoint', 'text');
  keys = () => this.get('/transparency/keys');
  entry = (index) => this.get(`/transparency/entries/${index}`, 'bytes');
  noticeProof = (id) => this.get(`/transparency/notices/${id}`);
  notice = (id) => this.get(`/notices/${id}`);
  consistency = (from, to) => this.get(`/transparency/proofs/consistency?from=${from}&to=${to}`);
}

/** The latest checkpoint, verified; its origin must be the log's (`origin`, or the one /keys states). */
async function latestCheckpoint(client, keys, origin, say) {
  const cp = verifyCheckpoint(await client.checkpoint(), keys);
  const expected = origin ?? (await client.keys()).origin;
  if (cp.origin !== expected)
    fail(`the checkpoint's origin "${cp.origin}" is not the log's origin "${expected}"`);
  say(
    `Checkpoint signed by ${cp.key.name} (key id ${cp.key.keyId.toString('hex')}), origin ${cp.origin}, tree size ${cp.treeSize}, root ${b64(cp.rootHash)}: signature valid`,
  );
  return cp;
}

/** --since: a saved (signed) checkpoint is consistent with the latest one. */
async function checkConsistency(client, keys, savedNote, latest, say) {
  const old = verifyCheckpoint(savedNote, keys);
  if (old.origin !== latest.origin) fail(`the saved checkpoint is of another log (${old.origin})`);
  if (old.treeSize > latest.treeSize)
    fail(
      `the saved checkpoint's tree (${old.treeSize}) is larger than the latest (${latest.treeSize}): the log shrank`,
    );
  // The empty tree is a prefix of every tree: RFC 9162 defines no proof from it, and the log answers 400.
  const { proof } =
    old.treeSize === 0 ? { proof: [] } : await client.consistency(old.treeSize, latest.treeSize);
  const hashes = proof.map((p, i) => hash32(p, `consistency proof hash ${i}`));
  if (!verifyConsistency(old.treeSize, latest.treeSize, old.rootHash, latest.rootHash, hashes))
    fail(
      `the consistency proof from tree size ${old.treeSize} (root ${b64(old.rootHash)}) to ${latest.treeSize} does NOT verify: the log's history was rewritten`,
    );
  say(
    `Saved checkpoint (tree size ${old.treeSize}, root ${b64(old.rootHash)}) is consistent with tree size ${latest.treeSize}: the log only grew`,
  );
}

/** A stable text of a JSON value (keys sorted) to compare two values. */
const stable = (v) =>
  v === null || typeof v !== 'object'
    ? JSON.stringify(v ?? null)
    : Array.isArray(v)
      ? `[${v.map(stable).join(',')}]`
      : `{${Object.keys(v)
          .filter((k) => v[k] !== undefined)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${stable(v[k])}`)
          .join(',')}}`;

/** What the public notice API shows of a custom field's value, in the entry's terms. */
function apiFieldValue(v) {
  if (!v) return null;
  if (v.text !== undefined) return v.text;
  if (v.date !== undefined) return v.date;
  if (v.dateTime !== undefined) return new Date(v.dateTime).toISOString();
  if (v.address !== undefined) return v.address;
  return null;
}

/** The differences between an entry and the public notice now (empty when they agree). */
export function compareWithNotice(entry, notice) {
  const diffs = [];
  if (entry.title !== notice.title) diffs.push('the title differs');
  if (entry.content !== notice.content) diffs.push('the text differs');
  const values = new Map((notice.fieldValues ?? []).map((v) => [v.noticeTypeCustomFieldId, v]));
  const logged = new Set();
  for (const f of entry.fields ?? []) {
    logged.add(f.id);
    if (stable(f.value) !== stable(apiFieldValue(values.get(f.id))))
      diffs.push(`custom field "${f.name}" differs`);
  }
  for (const id of values.keys())
    if (!logged.has(id) && apiFieldValue(values.get(id)) !== null)
      diffs.push(`custom field ${id} is not in the log`);
  const pub = (a) =>
    stable({ name: a.name, mediaType: a.mediaType ?? a.type, size: a.size, sha256: a.sha256 });
  const loggedFiles = (entry.attachments ?? []).filter((a) => a.kind === 'public').map(pub);
  const shownFiles = (notice.attachments ?? []).map(pub);
  if (stable(loggedFiles) !== stable(shownFiles)) diffs.push('the public attachments differ');
  return diffs;
}

/** Runs `task` over `items` with at most `width` at once, answers results in order. */
async function pool(items, width, task) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

/** --notice: every entry of the notice is included in the signed tree and matches the notice now. */
async function checkNotice(client, keys, origin, id, say) {
  // An entry appended a moment ago has no index for a few seconds: ask again a few times.
  let proof = await client.noticeProof(id);
  for (let tries = 0; tries < 5 && proof.entries.some((e) => e.index === null); tries += 1) {
    await new Promise((done) => setTimeout(done, 2000));
    proof = await client.noticeProof(id);
  }
  const cp = verifyCheckpoint(proof.checkpoint.note, keys);
  const expected = origin ?? (await client.keys()).origin;
  if (cp.origin !== expected)
    fail(`the checkpoint's origin "${cp.origin}" is not the log's origin "${expected}"`);
  say(
    `Checkpoint signed by ${cp.key.name} (key id ${cp.key.keyId.toString('hex')}), origin ${cp.origin}, tree size ${cp.treeSize}, root ${b64(cp.rootHash)}: signature valid`,
  );
  if (!proof.entries.length) fail(`notice ${id} has no entries in the log`);
  const latestByVersion = new Map();
  let rootId;
  for (const e of proof.entries) {
    if (e.index === null || e.inclusionProof === null)
      fail(
        `notice ${id}: the entry for version ${e.version} (${e.event} ${e.eventDate}) is not in the tree yet; try again in a few seconds`,
      );
    const bytes = await client.entry(e.index);
    const leaf = leafHash(bytes);
    if (!leaf.equals(hash32(e.leafHash, `entry ${e.index}'s leaf hash`)))
      fail(`entry ${e.index}: its bytes do not hash to the leaf hash the proof states`);
    const hashes = e.inclusionProof.map((p, i) => hash32(p, `entry ${e.index}'s proof hash ${i}`));
    if (!verifyInclusion(leaf, e.index, cp.treeSize, hashes, cp.rootHash))
      fail(
        `entry ${e.index}: the inclusion proof does NOT reach the signed root of tree size ${cp.treeSize}`,
      );
    let entry;
    try {
      entry = JSON.parse(bytes.toString('utf8'));
    } catch {
      fail(`entry ${e.index} is not JSON`);
    }
    if (entry.notice?.id !== e.noticeId || entry.event !== e.event || entry.eventDate !== e.eventDate)
      fail(
        `entry ${e.index} is not the ${e.event} of notice ${e.noticeId} on ${e.eventDate} the proof lists`,
      );
    rootId ??= entry.notice.rootId;
    if (entry.notice.rootId !== rootId)
      fail(`entry ${e.index} is of another notice (root ${entry.notice.rootId})`);
    const prev = latestByVersion.get(entry.notice.id);
    if (!prev || prev.index < e.index) latestByVersion.set(entry.notice.id, { index: e.index, entry });
  }
  say(
    `Notice ${id}: ${proof.entries.length} entr${proof.entries.length === 1 ? 'y' : 'ies'}, all included in tree size ${cp.treeSize}`,
  );
  for (const [versionId, { index, entry }] of latestByVersion) {
    const { notice } = await client.notice(versionId);
    const diffs = compareWithNotice(entry, notice);
    if (diffs.length)
      fail(
        `notice ${versionId} (version ${entry.notice.version}) as published now does NOT match log entry ${index}: ${diffs.join('; ')}`,
      );
    say(
      `Notice ${versionId} (version ${entry.notice.version}): text, title, custom fields and attachments match entry ${index}`,
    );
  }
  say(
    `Notice ${id}: ${proof.entries.length} entr${proof.entries.length === 1 ? 'y' : 'ies'}, all included, text matches`,
  );
  return cp;
}

/** --all: every entry is fetched, hashed, and the whole tree's root recomputed equals the signed root. */
async function checkAll(client, cp, say, width = 16) {
  const tree = new TreeHasher();
  const window = 256;
  for (let start = 0; start < cp.treeSize; start += window) {
    const indexes = Array.from({ length: Math.min(window, cp.treeSize - start) }, (_, i) => start + i);
    const bodies = await pool(indexes, width, (i) => client.entry(i));
    bodies.forEach((bytes, i) => {
      try {
        JSON.parse(bytes.toString('utf8'));
      } catch {
        fail(`entry ${indexes[i]} is not JSON`);
      }
      tree.push(leafHash(bytes));
    });
  }
  const root = tree.root();
  if (!root.equals(cp.rootHash))
    fail(
      `the root recomputed from all ${cp.treeSize} entries (${b64(root)}) is NOT the signed root ${b64(cp.rootHash)}`,
    );
  say(`All ${cp.treeSize} entries fetched and hashed: the recomputed root equals the signed root`);
}

const USAGE = `usage: node scripts/verify-log.mjs --url <base URL> --key '<verifier key>' (--notice <id> | --all)
         [--since <saved checkpoint file>] [--save <file>] [--origin <origin>]
  --key may be given more than once (keys of earlier names, after a key rotation).`;

export async function main(argv = process.argv.slice(2), say = (line) => console.log(line)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      key: { type: 'string', multiple: true },
      notice: { type: 'string' },
      all: { type: 'boolean' },
      since: { type: 'string' },
      save: { type: 'string' },
      origin: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.url || !values.key?.length || (!values.notice && !values.all && !values.since)) {
    say(USAGE);
    return 1;
  }
  if (values.notice && !/^[1-9][0-9]*$/.test(values.notice))
    fail(`--notice ${values.notice} is not a notice id`);
  const keys = values.key.map(parseVerifierKey);
  const client = new LogClient(values.url);
  const latest = values.notice
    ? await checkNotice(client, keys, values.origin, Number(values.notice), say)
    : await latestCheckpoint(client, keys, values.origin, say);
  if (values.all) await checkAll(client, latest, say);
  if (values.since) {
    let saved;
    try {
      saved = readFileSync(values.since, 'utf8');
    } catch (e) {
      fail(`cannot read ${values.since}: ${e.message}`);
    }
    await checkConsistency(client, keys, saved, latest, say);
  }
  if (values.save) writeFileSync(values.save, latest.note);
  say('VERIFIED');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.log(`NOT VERIFIED: ${e instanceof VerificationError ? e.message : e.stack}`);
      process.exit(1);
    },
  );
}
