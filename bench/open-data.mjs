// Times the daily open-data export (backend/dist/open-data) over the product's database (see db.mjs) and
// prints its peak memory: the process's maxRSS and the largest RSS and heap sampled every 100 ms, next to
// the process's RSS before the export. It runs the exporter the job runs, with storage on local disk under
// OUT_DIR (default a temporary folder, removed at the end unless KEEP=1), and deletes today's dump row
// before and after so that a run always exports. Usage: node bench/open-data.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectionOptions } from './db.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../backend/dist/${path}`);
const { DataSource } = require('typeorm');
const { detroitDay } = require('@notices/common');
const { dataSourceOptions } = dist('database/data-source-options.js');
const { Clock } = dist('common/clock.js');
const { LocalDiskStorage } = dist('storage/local-storage.js');
const { OpenDataDumps } = dist('open-data/open-data.service.js');
const { OpenDataExporter } = dist('open-data/open-data-export.service.js');

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { host, port, user, password, database } = connectionOptions();
  return `postgres://${user}:${password}@${host}:${port}/${database}`;
}

/** The log's latest signed note when the transparency tables exist, else an empty string. */
async function latestCheckpoint(dataSource) {
  const [{ present }] = await dataSource.query(
    `SELECT to_regclass('transparency_checkpoints') IS NOT NULL AS present`,
  );
  if (!present) return '';
  const rows = await dataSource.query(
    'SELECT note FROM transparency_checkpoints ORDER BY tree_size DESC, created_at DESC LIMIT 1',
  );
  return rows[0]?.note ?? '';
}

async function main() {
  const outDir = process.env.OUT_DIR ?? mkdtempSync(join(tmpdir(), 'open-data-bench-'));
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl())).initialize();
  const clock = new Clock();
  const config = { publicUrl: 'https://notices.example.org', openDataRetentionDays: 30 };
  const storage = new LocalDiskStorage(outDir, config.publicUrl, 'bench', () => clock.now());
  const dumps = new OpenDataDumps(dataSource, storage, config);
  const jobs = { register: async () => undefined };
  const exporter = new OpenDataExporter(dataSource, storage, clock, dumps, jobs, config, () =>
    latestCheckpoint(dataSource),
  );
  const today = detroitDay(clock.now());
  await dataSource.query('DELETE FROM open_data_dumps WHERE date = $1', [today]);
  const [{ n }] = await dataSource.query(
    'SELECT count(*)::int AS n FROM notices WHERE latest_pub_date IS NOT NULL',
  );
  console.log(`${n} public notices; files under ${outDir}`);

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peakRss = before;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  }, 100);
  const started = Date.now();
  const dump = await exporter.exportToday();
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);

  console.log(
    `exported ${dump.noticeCount} notices in ${seconds.toFixed(1)} s (${Math.round(dump.noticeCount / seconds)}/s)`,
  );
  for (const file of dump.files) console.log(`  ${file.name}: ${mb(file.size)} sha256 ${file.sha256}`);
  console.log(
    `memory: RSS before ${mb(before)}, peak sampled RSS ${mb(peakRss)}, peak heap ${mb(peakHeap)}, ` +
      `process maxRSS ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  await dataSource.query('DELETE FROM open_data_dumps WHERE date = $1', [today]);
  await dataSource.destroy();
  if (process.env.KEEP !== '1' && !process.env.OUT_DIR) rmSync(outDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
