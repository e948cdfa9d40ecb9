import PgBoss from 'pg-boss';
import { TestApp } from '../support/app';
import { createNoticeType, day } from '../support/notice-fixtures';
import { seedDueDates } from '../support/scheduler-seed';

/** One sample's value from Prometheus's text format (`name{labels} value`). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let text: string;

  beforeAll(async () => {
    t = await TestApp.start();
    // Traffic: a route with an id (twice, different ids), a list, a miss.
    await t.http.get('/api/v1/notices/1');
    await t.http.get('/api/v1/notices/2');
    await t.http.get('/api/v1/counties').expect(200);
    await t.http.get('/api/v1/no-such-thing');
    // Backlogs: a queued job, two due dates (the oldest yesterday), an undelivered alert, unsent messages.
    const boss = new PgBoss({ connectionString: t.config.databaseUrl!, schema: 'pgboss' });
    await boss.start();
    await boss.createQueue('metrics-test');
    await boss.send('metrics-test', {});
    await boss.stop({ graceful: false });
    const publication = await t.createPublication();
    const type = await createNoticeType(t);
    await seedDueDates(t.db, publication.id, type.id, 2, day(t, 0));
    const user = await t.createUser();
    const [search] = await t.db.query(
      `INSERT INTO saved_searches (user_id, name, unsubscribe_token_hash) VALUES ($1, 'all', repeat('a', 64)) RETURNING id`,
      [user.id],
    );
    const [notice] = await t.db.query(`SELECT id FROM notices ORDER BY id LIMIT 1`);
    await t.db.query(
      `INSERT INTO alert_outbox (saved_search_id, notice_id, channel, created_at)
       VALUES ($1, $2, 'email', now() - interval '10 minutes')`,
      [search.id, notice.id],
    );
    await t.db.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ('a@test.local', 's', 't', 't')`,
    );
    await t.db.query(`INSERT INTO sms_outbox (recipient, body) VALUES ('+15555550100', 'b')`);
    const res = await t.http.get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    text = res.text;
  }, 120_000);
  afterAll(() => t.close());

  it('times requests by method, route pattern and status, never by raw path', () => {
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/notices/:id',
        status: '404',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/counties', status: '200' }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status: '404' })).toBe(
      1,
    );
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/v1/counties', le: '+Inf' }),
    ).toBe(1);
    expect(text).not.toContain('/api/v1/notices/1');
  });

  it("reports Node's own metrics and the primary pool", () => {
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { pool: 'primary', state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections', { pool: 'primary', state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { pool: 'primary', state: 'waiting' })).toBe(0);
    // Public reads (search, sitemap, feeds) on the primary have a pool of their own.
    expect(sample(text, 'db_pool_connections', { pool: 'public_reads', state: 'waiting' })).toBe(0);
  });

  it('reads the backlogs from the database: jobs, alert lag, scheduler lateness, unsent messages', () => {
    expect(sample(text, 'jobs_queue_depth', { queue: 'metrics-test', state: 'created' })).toBe(1);
    const lag = sample(text, 'alert_delivery_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(600);
    expect(lag).toBeLessThan(700);
    // The oldest due date is yesterday: waiting since yesterday's midnight in Michigan.
    const lateness = sample(text, 'scheduler_lateness_seconds')!;
    expect(lateness).toBeGreaterThanOrEqual(24 * 3600);
    expect(lateness).toBeLessThan(48 * 3600 + 3600);
    expect(sample(text, 'mail_outbox_unsent')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sms_outbox_unsent')).toBe(1);
  });

  it('counts unsent messages from a partial index, not the whole outbox', async () => {
    for (const table of ['mail_outbox', 'sms_outbox']) {
      const plan: Array<{ 'QUERY PLAN': string }> = await t.db.transaction(async (m) => {
        // The test tables are tiny, where a scan is cheapest: ask whether the index can answer at all.
        await m.query('SET LOCAL enable_seqscan = off');
        return m.query(`EXPLAIN SELECT count(*)::int AS count FROM ${table} WHERE sent_at IS NULL`);
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(`${table}_unsent`);
    }
  });

  it('reports no lag or lateness when nothing waits', async () => {
    await t.db.query(`UPDATE alert_outbox SET delivered_at = now()`);
    await t.db.query(`UPDATE publication_dates SET published = true, published_at = now()`);
    const now = (await t.http.get('/metrics').expect(200)).text;
    expect(sample(now, 'alert_delivery_lag_seconds')).toBe(0);
    expect(sample(now, 'scheduler_lateness_seconds')).toBe(0);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'metrics-token-0123456789';

  beforeAll(async () => {
    t = await TestApp.start({ observability: { logFormat: 'pretty', metricsToken: token } });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a scrape without the token, even from loopback, and with a wrong one', async () => {
    const none = await t.http.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).toEqual({ statusCode: 401, message: 'unauthorized' });
    expect(none.text).not.toContain('http_request_duration_seconds');
    expect((await t.http.get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(401);
  });

  it('answers with the token', async () => {
    const res = await t.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
