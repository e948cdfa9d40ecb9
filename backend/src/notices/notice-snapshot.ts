import type { EntityManager } from 'typeorm';

/** What the audit log keeps of a notice: its fields and each date's day and state. */
export async function noticeSnapshot(m: EntityManager, id: number): Promise<object | null> {
  const [notice] = await m.query<Array<Record<string, unknown>>>(
    `SELECT n.title, n.status, n.version, n.free, n.publication_id AS "publicationId",
            n.notice_type_id AS "noticeTypeId", n.has_next_version AS "hasNextVersion",
            md5(n.content) AS "contentHash",
            COALESCE((SELECT json_agg(d.date::text || CASE WHEN d.published THEN ':published'
                        WHEN d.canceled THEN ':canceled' ELSE ':pending' END ORDER BY d.date, d.id)
                      FROM publication_dates d WHERE d.notice_id = n.id), '[]') AS dates,
            COALESCE((SELECT json_agg(a.kind || ':' || a.name ORDER BY a.id)
                      FROM notice_attachments a WHERE a.notice_id = n.id AND a.status = 'ready'), '[]') AS files
       FROM notices n WHERE n.id = $1`,
    [id],
  );
  return notice ?? null;
}
