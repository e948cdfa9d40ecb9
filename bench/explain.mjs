// Query plans of the search benchmark's statements: EXPLAIN (ANALYZE, BUFFERS) of the capped count and
// of the page of ids for each query of the set, to see where the slow shapes spend their time.
// Usage: node bench/explain.mjs [query name …]   (env: DATA_DIR or DATABASE_URL, as search.mjs)
import { connect } from './db.mjs';
import { cappedCount, querySet, statements } from './search-queries.mjs';

async function plan(db, sql, params) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main() {
  const db = await connect();
  const wanted = process.argv.slice(2);
  for (const [name, raw] of await querySet(db)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const { where, params, per, offset } = await statements(db, raw);
    console.log(`\n=== ${name}: capped count`);
    const counted = await cappedCount(db, where, params, 'EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT)');
    console.log(counted.map((r) => r['QUERY PLAN']).join('\n'));
    console.log(`\n=== ${name}: page of ids`);
    console.log(
      await plan(
        db,
        `SELECT n.id FROM notices n WHERE ${where} ORDER BY n.latest_pub_date DESC, n.id DESC LIMIT ${per} OFFSET ${offset}`,
        params,
      ),
    );
  }
  await db.end();
}

await main();
