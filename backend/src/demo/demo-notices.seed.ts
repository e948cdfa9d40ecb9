import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { addDays, detroitDay } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock';
import { backfillLog } from '../transparency/log-entry';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { generateNotice, seededRng } from './notice-generator';

const DEMO_NOTICES = 300;

interface DemoFieldRow {
  text: string | null;
  date: string | null;
  dateTime: string | null;
  address: string | null;
}

/**
 * A demo notice's value for one custom field. Dates and times come from the notice's own last day (a
 * hearing or sale two weeks later at 10 AM Detroit time; a death a month before), so that every demo
 * notice has its required fields and opens in the editor ready to save.
 */
function demoFieldValue(fieldType: string, value: string | undefined, lastDay: string): DemoFieldRow | null {
  const row: DemoFieldRow = { text: null, date: null, dateTime: null, address: null };
  if (fieldType === 'date') return { ...row, date: value ?? addDays(lastDay, -30) };
  if (fieldType === 'dateTime') return { ...row, dateTime: `${addDays(lastDay, 14)} 10:00 America/Detroit` };
  if (!value) return null;
  return fieldType === 'address' ? { ...row, address: value } : { ...row, text: value };
}

interface DemoPublication {
  id: number;
  counties: string[];
}

interface DemoTypeField {
  type_id: number;
  type_name: string;
  id: number;
  name: string;
  field_type: string;
}

/** One demo notice as it will be inserted: its row, its fields' values and its dates. */
interface DemoNotice {
  title: string;
  content: string;
  publicationId: number;
  typeId: number;
  free: boolean;
  fields: Array<DemoFieldRow & { fieldId: number }>;
  dates: string[];
}

/** The demo notices, drawn from one seed so that every fresh start shows the same site. */
function demoRows(publications: DemoPublication[], fields: DemoTypeField[], today: string): DemoNotice[] {
  const rng = seededRng(20261122);
  const notices: DemoNotice[] = [];
  for (let i = 0; i < DEMO_NOTICES; i++) {
    const publication = publications[i % publications.length];
    const notice = generateNotice(rng, { county: publication.counties[i % publication.counties.length] });
    const typeFields = fields.filter((f) => f.type_name === notice.typeName);
    if (!typeFields.length) continue;
    const last = addDays(today, Math.floor(rng() * 75) - 60);
    const dates = Array.from({ length: 1 + Math.floor(rng() * 3) }, (_, k) =>
      addDays(last, -7 * k),
    ).reverse();
    if (!dates.some((d) => d <= today)) continue;
    const values = typeFields.flatMap((f) => {
      const row = demoFieldValue(f.field_type, f.name ? notice.fields[f.name] : undefined, last);
      return f.id && row ? [{ ...row, fieldId: f.id }] : [];
    });
    notices.push({
      title: notice.title,
      content: notice.content,
      publicationId: publication.id,
      typeId: typeFields[0].type_id,
      // Most are charged, as most real notices are, so the demo's billing reports count them; every
      // tenth is free (charging disabled), so that case shows too.
      free: i % 10 === 0,
      fields: values,
      dates,
    });
  }
  return notices;
}

/** Next values of a table's id sequence, in order, so that rows inserted together keep the seed's order. */
async function nextIds(m: EntityManager, table: string, count: number): Promise<number[]> {
  const rows = await m.query<Array<{ id: number }>>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2)`,
    [table, count],
  );
  return rows.map((r) => r.id);
}

/**
 * Inserts the demo notices in a few statements (one per table, not one per row: a fresh start's demo
 * data took 3 s in ~2,700 round trips). Dates up to today are published, later ones scheduled.
 */
async function insertDemoRows(m: EntityManager, notices: DemoNotice[], now: Date): Promise<void> {
  const ids = await nextIds(m, 'notices', notices.length);
  await m.query(
    `INSERT INTO notices (id, root_id, title, content, status, publication_id, notice_type_id, free, created_at, updated_at)
     SELECT u.id, u.id, u.title, u.content, 'P', u.publication_id, u.type_id, u.free, $7, $7
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::bool[])
         AS u(id, title, content, publication_id, type_id, free)`,
    [
      ids,
      notices.map((n) => n.title),
      notices.map((n) => n.content),
      notices.map((n) => n.publicationId),
      notices.map((n) => n.typeId),
      notices.map((n) => n.free),
      now,
    ],
  );
  const values = notices.flatMap((n, i) => n.fields.map((f) => ({ ...f, noticeId: ids[i] })));
  await m.query(
    `INSERT INTO notice_field_values (notice_id, field_id, text, date, date_time, address)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::timestamptz[], $6::jsonb[])`,
    [
      values.map((v) => v.noticeId),
      values.map((v) => v.fieldId),
      values.map((v) => v.text),
      values.map((v) => v.date),
      values.map((v) => v.dateTime),
      values.map((v) => v.address),
    ],
  );
  const dates = notices.flatMap((n, i) => n.dates.map((date) => ({ date, noticeId: ids[i] })));
  const dateIds = await nextIds(m, 'publication_dates', dates.length);
  const today = detroitDay(now);
  await m.query(
    `INSERT INTO publication_dates (id, notice_id, date, published, published_at)
     SELECT u.id, u.notice_id, u.date, u.date <= $4::date, CASE WHEN u.date <= $4::date THEN $5::timestamptz END
       FROM unnest($1::int[], $2::int[], $3::date[]) AS u(id, notice_id, date)`,
    [dateIds, dates.map((d) => d.noticeId), dates.map((d) => d.date), today, now],
  );
  await m.query(
    `INSERT INTO date_publications (publication_date_id, published_at)
     SELECT id, $2 FROM publication_dates WHERE id = ANY($1) AND published ORDER BY id`,
    [dateIds, now],
  );
}

/**
 * DEMO_DATA on a database without notices: a few hundred published notices across the demo publications,
 * counties and types, with weekly dates around today (past ones published, later ones scheduled), so the
 * first start shows a living site. Runs after the publications and notice types seeds (module order).
 */
@Injectable()
export class DemoNoticesSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    await this.dataSource.transaction(async (m) => {
      await m.query('LOCK TABLE notices IN EXCLUSIVE MODE');
      const [{ n }] = await m.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM notices');
      if (n > 0) return;
      const publications = await m.query<DemoPublication[]>(
        `SELECT p.id, array_agg(c.name) AS counties FROM publications p
         JOIN publication_counties pc ON pc.publication_id = p.id JOIN counties c ON c.id = pc.county_id GROUP BY p.id`,
      );
      const fields = await m.query<DemoTypeField[]>(
        `SELECT t.id AS type_id, t.name AS type_name, f.id, f.name, f.field_type
         FROM notice_types t LEFT JOIN notice_type_fields f ON f.notice_type_id = t.id`,
      );
      if (!publications.length || !fields.length) return;
      const now = this.clock.now();
      await insertDemoRows(m, demoRows(publications, fields, detroitDay(now)), now);
      // Their publications enter the transparency log as a real publication's would, in this transaction.
      let logged: number;
      do logged = await backfillLog(m);
      while (logged > 0);
      await m.query(
        `UPDATE notice_types SET notices_created = true WHERE id IN (SELECT notice_type_id FROM notices)`,
      );
      await m.query(
        `UPDATE publications SET notices_created = true WHERE id IN (SELECT publication_id FROM notices)`,
      );
      this.logger.log(`Demo notices were added (${DEMO_NOTICES} across ${publications.length} publications)`);
    });
  }
}
