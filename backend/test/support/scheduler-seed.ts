import type { DataSource } from 'typeorm';

/**
 * Seeds `count` due dates (yesterday and today, Detroit) on scheduled notices of one publication and type,
 * straight in SQL (thousands through the API would take too long); answers the date ids.
 */
export async function seedDueDates(
  db: DataSource,
  publicationId: number,
  noticeTypeId: number,
  count: number,
  today: string,
) {
  const notices = Math.ceil(count / 2);
  await db.query(
    `INSERT INTO notices (title, content, status, publication_id, notice_type_id)
     SELECT 'Seeded ' || g, 'text', 'S', $1, $2 FROM generate_series(1, $3) g`,
    [publicationId, noticeTypeId, notices],
  );
  await db.query(`UPDATE notices SET root_id = id WHERE root_id IS NULL`);
  const rows = await db.query<Array<{ id: number }>>(
    `INSERT INTO publication_dates (notice_id, date)
     SELECT n.id, ($1::date - k) FROM notices n CROSS JOIN generate_series(0, 1) k
     WHERE n.title LIKE 'Seeded %' ORDER BY n.id, k LIMIT $2 RETURNING id`,
    [today, count],
  );
  return rows.map((r) => r.id);
}
