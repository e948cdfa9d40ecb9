import canonicalize from 'canonicalize';
import type { EntityManager } from 'typeorm';
import { leafHash } from './merkle';
import type { LogEvent } from './transparency.entity';

export const ENTRY_SCHEMA = 'michigan-public-notices/log-entry/v1';

/** Advisory-lock class of "a notice's log entries are being appended" (with the notice id as the key). */
const NOTICE_APPEND_LOCK = 0x4c4f47; // "LOG"
/** Advisory lock of the backfill of publications made before the log began. */
const BACKFILL_LOCK = 0x4c4f4742; // "LOGB"

export type DateState = 'published' | 'canceled' | 'pending';

/** The part of an entry that describes a notice version (CONTRACT-11 "The entry object"). */
export interface EntrySnapshot {
  notice: { id: number; rootId: number; version: number; previousVersionId: number | null };
  publication: { id: number; name: string };
  noticeType: { id: number; name: string };
  counties: Array<{ id: number; name: string }>;
  title: string;
  content: string;
  fields: Array<{ id: number; name: string; type: string; value: unknown }>;
  publicationDates: Array<{ date: string; state: DateState }>;
  attachments: Array<{ kind: string; name: string; mediaType: string; size: number; sha256: string | null }>;
}

export interface LogEntry extends EntrySnapshot {
  schema: typeof ENTRY_SCHEMA;
  event: LogEvent;
  eventDate: string;
  loggedAt: string;
}

type DatedSnapshot = Omit<EntrySnapshot, 'publicationDates'> & {
  publicationDates: Array<{ id: number; date: string; state: DateState }>;
};

/** Every version's snapshot in one query (the scheduler appends for 200 dates at a time). */
async function datedSnapshots(
  m: EntityManager,
  noticeIds: number[],
): Promise<Map<number, { snapshot: DatedSnapshot; logged: boolean }>> {
  const rows = await m.query<Array<{ id: number; snapshot: DatedSnapshot; logged: boolean }>>(
    `SELECT n.id, json_build_object(
       'notice', json_build_object('id', n.id, 'rootId', coalesce(n.root_id, n.id), 'version', n.version,
                                   'previousVersionId', n.previous_version_id),
       'publication', json_build_object('id', p.id, 'name', p.name),
       'noticeType', json_build_object('id', t.id, 'name', t.name),
       'counties', coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.id)
                    FROM publication_counties pc JOIN counties c ON c.id = pc.county_id
                    WHERE pc.publication_id = p.id), '[]'),
       'title', n.title,
       'content', n.content,
       'fields', coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'type', f.field_type,
                    'value', CASE WHEN v.text IS NOT NULL THEN to_json(v.text)
                                  WHEN v.date IS NOT NULL THEN to_json(v.date::text)
                                  WHEN v.date_time IS NOT NULL THEN to_json(to_char(v.date_time AT TIME ZONE 'UTC',
                                    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                                  ELSE v.address::json END) ORDER BY f.id)
                    FROM notice_field_values v JOIN notice_type_fields f ON f.id = v.field_id
                    WHERE v.notice_id = n.id), '[]'),
       'publicationDates', coalesce((SELECT json_agg(json_build_object('id', d.id, 'date', d.date::text,
                    'state', CASE WHEN d.published THEN 'published' WHEN d.canceled THEN 'canceled' ELSE 'pending' END)
                    ORDER BY d.date, d.id)
                    FROM publication_dates d WHERE d.notice_id = n.id), '[]'),
       'attachments', coalesce((SELECT json_agg(json_build_object('kind', a.kind, 'name', a.name,
                    'mediaType', a.content_type, 'size', a.size, 'sha256', a.sha256) ORDER BY a.id)
                    FROM notice_attachments a WHERE a.notice_id = n.id AND a.status = 'ready'), '[]')
     ) AS snapshot,
     EXISTS (SELECT 1 FROM transparency_entries e WHERE e.notice_id = n.id) AS logged
     FROM notices n JOIN publications p ON p.id = n.publication_id JOIN notice_types t ON t.id = n.notice_type_id
     WHERE n.id = ANY($1)`,
    [noticeIds],
  );
  return new Map(rows.map((row) => [row.id, { snapshot: row.snapshot, logged: row.logged }]));
}

/**
 * What the database says now of each version, in the shape of an entry's version-describing part
 * (the self-check compares it with the newest entry of each version).
 */
export async function entrySnapshots(
  m: EntityManager,
  noticeIds: number[],
): Promise<Map<number, EntrySnapshot>> {
  const dated = await datedSnapshots(m, noticeIds);
  return new Map(
    [...dated].map(([id, { snapshot }]) => [
      id,
      {
        ...snapshot,
        publicationDates: snapshot.publicationDates.map(({ date, state }) => ({ date, state })),
      },
    ]),
  );
}

interface EntryRow {
  noticeId: number;
  rootId: number;
  dateId: number | null;
  event: LogEvent;
  body: string;
}

async function insertEntries(m: EntityManager, rows: EntryRow[]): Promise<number> {
  if (!rows.length) return 0;
  await m.query(
    `INSERT INTO transparency_entries (notice_id, root_id, publication_date_id, event, body, leaf_hash)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::varchar[], $5::text[], $6::bytea[])`,
    [
      rows.map((r) => r.noticeId),
      rows.map((r) => r.rootId),
      rows.map((r) => r.dateId),
      rows.map((r) => r.event),
      rows.map((r) => r.body),
      rows.map((r) => leafHash(Buffer.from(r.body, 'utf8'))),
    ],
  );
  return rows.length;
}

/**
 * A file added to or removed from a version that is already in the log (the editor publishes first and
 * uploads after): its own `files_changed` entry, in the caller's transaction, so the log keeps telling
 * exactly what the public could see. Nothing for a version not in the log yet (its first entry will
 * carry its files).
 */
export async function appendFilesChanged(
  m: EntityManager,
  noticeId: number,
  at: Date,
  day: string,
): Promise<number> {
  await m.query(`SELECT pg_advisory_xact_lock(${NOTICE_APPEND_LOCK}, $1)`, [noticeId]);
  const found = (await datedSnapshots(m, [noticeId])).get(noticeId);
  if (!found?.logged) return 0;
  const { snapshot } = found;
  const entry: LogEntry = {
    schema: ENTRY_SCHEMA,
    event: 'files_changed',
    eventDate: day,
    loggedAt: at.toISOString(),
    ...snapshot,
    publicationDates: snapshot.publicationDates.map(({ date, state }) => ({ date, state })),
  };
  return insertEntries(m, [
    {
      noticeId,
      rootId: snapshot.notice.rootId,
      dateId: null,
      event: 'files_changed',
      body: canonicalEntry(entry),
    },
  ]);
}

/**
 * Publications made before the log began (an older database) or written straight by the demo seed: up
 * to `limit` published dates without a publication entry get theirs, oldest publication first, each
 * entry describing its version as it is now. One backfiller at a time (transaction-level lock), so two
 * instances never log a date twice.
 */
export async function backfillLog(m: EntityManager, limit = 1000): Promise<number> {
  await m.query(`SELECT pg_advisory_xact_lock(${BACKFILL_LOCK})`);
  const rows = await m.query<Array<{ id: number }>>(
    `SELECT d.id FROM publication_dates d
      WHERE d.published AND NOT EXISTS (SELECT 1 FROM transparency_entries e
        WHERE e.publication_date_id = d.id AND e.event IN ('published', 'new_version', 'date_published'))
      ORDER BY d.published_at, d.id LIMIT $1`,
    [limit],
  );
  return appendLogEntries(
    m,
    'published',
    rows.map((r) => r.id),
  );
}

interface ChangedDate {
  id: number;
  notice_id: number;
  date: string;
  at: Date;
}

/**
 * Appends, in the caller's transaction, one entry per date just published (`published` / `new_version`
 * for a version's first, `date_published` after) or just canceled (`date_canceled`, only for versions
 * already in the log). Dates of one notice changed together are logged in (date, id) order, each entry
 * showing the dates after its own event: the later ones of the batch still pending.
 */
export async function appendLogEntries(
  m: EntityManager,
  change: 'published' | 'canceled',
  dateIds: number[],
): Promise<number> {
  if (!dateIds.length) return 0;
  const dates = await m.query<ChangedDate[]>(
    `SELECT id, notice_id, date::text AS date, ${change === 'published' ? 'published_at' : 'canceled_at'} AS at
       FROM publication_dates WHERE id = ANY($1) ORDER BY notice_id, date, id`,
    [dateIds],
  );
  const noticeIds = [...new Set(dates.map((d) => d.notice_id))];
  // Two transactions publishing dates of one version must agree on which is its first: they take turns.
  if (change === 'published')
    await m.query(
      `SELECT pg_advisory_xact_lock(${NOTICE_APPEND_LOCK}, id) FROM (SELECT unnest($1::int[]) AS id ORDER BY 1) ids`,
      [[...noticeIds].sort((a, b) => a - b)],
    );
  const snapshots = await datedSnapshots(m, noticeIds);
  const rows: EntryRow[] = [];
  for (const noticeId of noticeIds) {
    const found = snapshots.get(noticeId);
    if (!found || (change === 'canceled' && !found.logged)) continue;
    const batch = dates.filter((d) => d.notice_id === noticeId);
    let logged = found.logged;
    batch.forEach((changed, position) => {
      const later = new Set(batch.slice(position + 1).map((d) => d.id));
      const { snapshot } = found;
      const event: LogEvent =
        change === 'canceled'
          ? 'date_canceled'
          : logged
            ? 'date_published'
            : snapshot.notice.version > 1
              ? 'new_version'
              : 'published';
      logged = true;
      const entry: LogEntry = {
        schema: ENTRY_SCHEMA,
        event,
        eventDate: changed.date,
        loggedAt: new Date(changed.at).toISOString(),
        ...snapshot,
        publicationDates: snapshot.publicationDates.map(({ id, date, state }) => ({
          date,
          state: later.has(id) ? 'pending' : state,
        })),
      };
      rows.push({
        noticeId,
        rootId: snapshot.notice.rootId,
        dateId: changed.id,
        event,
        body: canonicalEntry(entry),
      });
    });
  }
  return insertEntries(m, rows);
}

/** RFC 8785 canonical JSON (canonicalize answers undefined only for undefined input). */
export function canonicalEntry(entry: object): string {
  const text = canonicalize(entry);
  if (text === undefined) throw new Error('an entry cannot be canonicalized');
  return text;
}
