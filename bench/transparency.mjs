// The transparency log under the scheduler's busiest night, then its proofs over HTTP.
// 1. Starts the built product (backend/dist/main.js) on a fresh DATA_DIR with jobs off, and seeds DUE
//    (20,000) scheduled notices of realistic size (the generator DEMO_DATA uses), each with one date due
//    today, straight in SQL.
// 2. Restarts it with jobs on: its catch-up scheduler run publishes them in batches of
//    SCHEDULER_BATCH_SIZE (the product's default unless set), each batch appending its log entries in its
//    transaction. Prints the run's time (scheduler_runs, database clock), then the time until the
//    integrator has given every entry its index and signed a checkpoint covering them all.
// 3. Serves PROOFS (1,000) inclusion proofs of random entries in the latest tree, one at a time and then
//    16 at once (Node's fetch, a small pool; `CONNECTIONS`), fifty of them checked with the independent verifier
//    (scripts/verify-log.mjs) after timing; prints p50/p99 and requests per second.
// 4. Restarts it once more and prints how long the self-check at start took over that log.
// Usage: node scripts/build.mjs common backend && node bench/transparency.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leafHash, verifyInclusion } from '../scripts/verify-log.mjs';
import { startBuiltProduct } from './product.mjs';

const DUE = Number(process.env.DUE ?? 20_000);
const PROOFS = Number(process.env.PROOFS ?? 1_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The product on `dataDir`; resolves once /api/v1/health answers. `onLog` hears its standard output. */
function startProduct(dataDir, runJobs, onLog = null) {
  return startBuiltProduct({
    env: {
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      RUN_JOBS: String(runJobs),
      LOG_LEVEL: onLog ? 'log' : 'warn',
    },
    unset: ['DATABASE_URL'],
    onLog,
  });
}

/** DUE scheduled notices (generator text, custom fields), one date each due today (Detroit). */
async function seed(db, today) {
  const { ensurePublications, ensureNoticeTypes, readCatalog, makeBatch, seededRng } =
    await import('./generate-notices.mjs');
  const rng = seededRng(11);
  await ensurePublications(db, rng);
  await ensureNoticeTypes(db, rng);
  const catalog = await readCatalog(db);
  const [{ start }] = (await db.query('SELECT coalesce(max(id), 0) + 1 AS start FROM notices')).rows;
  for (let done = 0; done < DUE; done += 1000) {
    const b = makeBatch(rng, catalog, start + done, Math.min(1000, DUE - done), () => 0);
    const [id, title, content, pub, type] = b.notice;
    await db.query(
      `INSERT INTO notices (id, root_id, title, content, status, publication_id, notice_type_id, free)
       SELECT u.id, u.id, u.title, u.content, 'S', u.pub, u.type, true
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[]) AS u(id, title, content, pub, type)`,
      [id, title, content, pub, type],
    );
    await db.query(
      `INSERT INTO notice_field_values (notice_id, field_id, text, address)
       SELECT u.n, u.f, u.t, u.a::jsonb FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS u(n, f, t, a)`,
      b.field,
    );
    await db.query(
      `INSERT INTO publication_dates (notice_id, date) SELECT u.n, $2::date FROM unnest($1::int[]) AS u(n)`,
      [id, today],
    );
  }
  await db.query(`SELECT setval('notices_id_seq', (SELECT max(id) FROM notices))`);
  await db.query('VACUUM ANALYZE');
}

const ms = (n) => n.toFixed(1);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** PROOFS inclusion proofs of random indexes, `width` requests at a time; answers the figures. */
async function serveProofs(baseUrl, treeSize, root, width) {
  const indexes = Array.from({ length: PROOFS }, () => Math.floor(Math.random() * treeSize));
  const answers = new Array(PROOFS);
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < PROOFS) {
        const i = next++;
        const s = performance.now();
        const res = await fetch(
          `${baseUrl}/api/v1/transparency/proofs/inclusion?index=${indexes[i]}&treeSize=${treeSize}`,
        );
        if (!res.ok) throw new Error(`proof ${indexes[i]}: HTTP ${res.status}`);
        answers[i] = await res.json();
        times.push(performance.now() - s);
      }
    }),
  );
  const wall = performance.now() - t0;
  // Checked after timing (the client shares the two cores with the server).
  const sample = [...new Set(indexes)].slice(0, 50);
  for (const index of sample) {
    const answer = answers[indexes.indexOf(index)];
    const bytes = Buffer.from(
      await (await fetch(`${baseUrl}/api/v1/transparency/entries/${index}`)).arrayBuffer(),
    );
    const proof = answer.proof.map((p) => Buffer.from(p, 'base64'));
    if (!verifyInclusion(leafHash(bytes), index, treeSize, proof, root))
      throw new Error(`the proof of entry ${index} does not verify`);
  }
  times.sort((a, b) => a - b);
  return { wall, perSecond: (PROOFS / wall) * 1000, p50: pct(times, 50), p99: pct(times, 99) };
}

async function main() {
  const dataDir = process.env.BENCH_DIR ?? mkdtempSync(join(tmpdir(), 'notices-bench-log-'));
  process.env.DATA_DIR = dataDir; // bench/db.mjs finds the embedded PostgreSQL there
  const { connect } = await import('./db.mjs');
  const { detroitDay } = await import('../common/dist/index.js');
  const today = detroitDay(new Date());

  let product = await startProduct(dataDir, false);
  let db = await connect();
  const s0 = Date.now();
  await seed(db, today);
  console.log(
    `seeded ${DUE} scheduled notices with a date due ${today} in ${((Date.now() - s0) / 1000).toFixed(1)} s`,
  );
  await db.end();
  await product.stop();

  product = await startProduct(dataDir, true);
  db = await connect();
  const one = async (sql, params) => (await db.query(sql, params)).rows[0];
  try {
    const deadline = Date.now() + 30 * 60_000;
    let run;
    for (;;) {
      run = await one(`SELECT * FROM scheduler_runs WHERE status <> 'running' ORDER BY id DESC LIMIT 1`);
      if (run) break;
      if (Date.now() > deadline) throw new Error('the scheduler run did not finish in 30 minutes');
      await sleep(200);
    }
    if (run.status !== 'finished') throw new Error(`the scheduler run ${run.status}: ${run.error}`);
    const { entries } = await one(
      `SELECT count(*)::int AS entries FROM transparency_entries WHERE event = 'published'`,
    );
    let checkpoint;
    for (;;) {
      const { pending } = await one(
        'SELECT count(*)::int AS pending FROM transparency_entries WHERE leaf_index IS NULL',
      );
      checkpoint = await one(
        `SELECT tree_size, root_hash, created_at FROM transparency_checkpoints
         WHERE tree_size >= (SELECT count(*) FROM transparency_entries) ORDER BY created_at LIMIT 1`,
      );
      if (!pending && checkpoint) break;
      if (Date.now() > deadline) throw new Error('the entries were not integrated in 30 minutes');
      await sleep(100);
    }
    const runSeconds = (run.finished_at - run.started_at) / 1000;
    const integrated = (checkpoint.created_at - run.finished_at) / 1000;
    const batch = process.env.SCHEDULER_BATCH_SIZE ?? '200 (the default)';
    console.log(
      `scheduler run: ${run.published_count} dates published, ${entries} log entries appended, in ${runSeconds.toFixed(1)} s` +
        ` (${Math.round(run.published_count / runSeconds)} dates/s; batches of ${batch})`,
    );
    console.log(
      `integrated and signed: checkpoint of tree size ${checkpoint.tree_size} ${integrated.toFixed(1)} s after the run ended` +
        ` (${(runSeconds + integrated).toFixed(1)} s from the run's start)`,
    );

    const treeSize = Number(checkpoint.tree_size);
    const root = Buffer.from(checkpoint.root_hash);
    await serveProofs(product.baseUrl, treeSize, root, 4); // warm-up
    for (const width of [1, CONNECTIONS]) {
      const r = await serveProofs(product.baseUrl, treeSize, root, width);
      console.log(
        `${PROOFS} inclusion proofs, ${width} at a time: ${(r.wall / 1000).toFixed(2)} s, ${Math.round(r.perSecond)} req/s, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms`,
      );
    }
  } finally {
    await db.end();
    await product.stop();
  }
  // The self-check a start runs in the background, over the log just made.
  let log = '';
  const checked = /Self-check of (\d+) notice versions and a tree of (\d+) entries: (\w+) \(([\d.]+) s\)/;
  product = await startProduct(dataDir, false, (text) => (log += text));
  try {
    const deadline = Date.now() + 10 * 60_000;
    while (!checked.test(log) && Date.now() < deadline) await sleep(200);
    const m = checked.exec(log);
    console.log(
      m
        ? `self-check at start: ${m[1]} versions, tree of ${m[2]} entries, ${m[3]}, in ${m[4]} s`
        : 'self-check: no result within 10 minutes',
    );
  } finally {
    await product.stop();
    if (!process.env.BENCH_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
