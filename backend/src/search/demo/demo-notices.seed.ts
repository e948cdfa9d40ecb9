import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { addDays, detroitDay } from '@notices/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { backfillLog } from '../../transparency/log-entry';
import { APP_CONFIG, type AppConfig } from '../../config/config';
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
      const publications = await m.query<Array<{ id: number; counties: string[] }>>(
        `SELECT p.id, array_agg(c.name) AS counties FROM publications p
         JOIN publication_counties pc ON pc.publication_id = p.id JOIN counties c ON c.id = pc.county_id GROUP BY p.id`,
      );
      const fields = await m.query<
        Array<{ type_id: number; type_name: string; id: number; name: string; field_type: string }>
      >(
        `SELECT t.id AS type_id, t.name AS type_name, f.id, f.name, f.field_type
         FROM notice_types t LEFT JOIN notice_type_fields f ON f.notice_type_id = t.id`,
      );
      if (!publications.length || !fields.length) return;
      const rng = seededRng(20261122);
      const today = detroitDay(this.clock.now());
      const now = this.clock.now();
      for (let i = 0; i < DEMO_NOTICES; i++) {
        const publication = publications[i % publications.length];
        const notice = generateNotice(rng, { county: publication.counties[i % publication.counties.length] });
        const typeFields = fields.filter((f) => f.type_name === notice.typeName);
        if (!typeFields.length) continue;
        const last = addDays(today, Math.floor(rng() * 75) - 60);
        const dates = Array.from({ length: 1 + Math.floor(rng() * 3) }, (_, k) =>
          addDays(last, -7 * k),
        ).reverse();
        const published = dates.filter((d) => d <= today);
        if (!published.length) continue;
        const [{ id }] = await m.query<Array<{ id: number }>>(
          `INSERT INTO notices (title, content, status, publication_id, notice_type_id, free, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
          // Most are charged, as most real notices are, so the demo's billing reports count them;
          // every tenth is free (charging disabled), so that case shows too.
          [notice.title, notice.content, 'P', publication.id, typeFields[0].type_id, i % 10 === 0, now],
        );
        await m.query('UPDATE notices SET root_id = id WHERE id = $1', [id]);
        for (const f of typeFields) {
          const row = demoFieldValue(f.field_type, f.name ? notice.fields[f.name] : undefined, last);
          if (!f.id || !row) continue;
          await m.query(
            `INSERT INTO notice_field_values (notice_id, field_id, text, date, date_time, address)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
            [id, f.id, row.text, row.date, row.dateTime, row.address],
          );
        }
        for (const d of dates) {
          const done = d <= today;
          const [row] = await m.query<Array<{ id: number }>>(
            'INSERT INTO publication_dates (notice_id, date, published, published_at) VALUES ($1, $2, $3, $4) RETURNING id',
            [id, d, done, done ? now : null],
          );
          if (done)
            await m.query(
              'INSERT INTO date_publications (publication_date_id, published_at) VALUES ($1, $2)',
              [row.id, now],
            );
        }
      }
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
