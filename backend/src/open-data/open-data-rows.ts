/**
 * What a dump holds per notice: the current public version of every published notice (the row search
 * shows, `latest_pub_date IS NOT NULL`), built by one statement streamed in id order, then shaped for
 * JSON Lines and for CSV. Values as the log's entries show them (log-entry/v1): days 'YYYY-MM-DD',
 * instants ISO UTC, addresses as objects.
 */
import type { NamedRefDto } from '../notices/dto/notice-response.dto';
import type { Address } from '../publications/publication.entity';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO})`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

export const PUBLIC_NOTICES_SQL = `
  SELECT n.id, coalesce(n.root_id, n.id) AS "rootId", n.version, n.title, n.content,
    json_build_object('id', p.id, 'name', p.name) AS publication,
    json_build_object('id', t.id, 'name', t.name) AS "noticeType",
    coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.id)
      FROM publication_counties pc JOIN counties c ON c.id = pc.county_id
      WHERE pc.publication_id = n.publication_id), '[]') AS counties,
    coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'type', f.field_type, 'value',
        CASE WHEN v.address IS NOT NULL THEN v.address::json
             WHEN v.date IS NOT NULL THEN to_json(${day('v.date')})
             WHEN v.date_time IS NOT NULL THEN to_json(${iso('v.date_time')})
             ELSE to_json(v.text) END) ORDER BY f.id)
      FROM notice_field_values v JOIN notice_type_fields f ON f.id = v.field_id
      WHERE v.notice_id = n.id), '[]') AS fields,
    coalesce((SELECT json_agg(json_build_object('date', ${day('d.date')}, 'publishedAt', ${iso('d.published_at')})
        ORDER BY d.date, d.id)
      FROM publication_dates d WHERE d.notice_id = n.id AND d.published), '[]') AS "publishedDates",
    ${day('n.first_pub_date')} AS "firstPublished", ${day('n.latest_pub_date')} AS "lastPublished",
    coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'mediaType', a.content_type,
        'size', a.size, 'sha256', a.sha256) ORDER BY a.id)
      FROM notice_attachments a WHERE a.notice_id = n.id AND a.kind = 'public' AND a.status = 'ready'), '[]')
      AS attachments
  FROM notices n
    JOIN publications p ON p.id = n.publication_id
    JOIN notice_types t ON t.id = n.notice_type_id
  WHERE n.latest_pub_date IS NOT NULL
  ORDER BY n.id`;

export interface OpenDataField extends NamedRefDto {
  type: string;
  value: string | Address | null;
}

interface Row {
  id: number;
  rootId: number;
  version: number;
  title: string;
  content: string;
  publication: NamedRefDto;
  noticeType: NamedRefDto;
  counties: NamedRefDto[];
  fields: OpenDataField[];
  publishedDates: Array<{ date: string; publishedAt: string | null }>;
  firstPublished: string;
  lastPublished: string;
  attachments: Array<{ id: number; name: string; mediaType: string; size: number; sha256: string | null }>;
}

/** One line of notices.jsonl.gz. */
export type OpenDataNotice = Omit<Row, 'attachments'> & {
  url: string;
  attachments: Array<Omit<Row['attachments'][number], 'id'> & { url: string }>;
};

/** The public reading of a row: the site's notice page and its attachment links (PUBLIC_URL). */
export function toNotice(row: Row, publicUrl: string): OpenDataNotice {
  const { attachments, ...rest } = row;
  return {
    ...rest,
    url: `${publicUrl}/notices/${row.id}`,
    attachments: attachments.map(({ id, ...file }) => ({
      ...file,
      url: `${publicUrl}/attachments/${row.id}/${id}`,
    })),
  };
}

/** The CSV's columns, in order; lists are joined with '; ', structured values are JSON. */
export const CSV_COLUMNS = [
  'id',
  'root_id',
  'version',
  'url',
  'title',
  'content',
  'publication_id',
  'publication_name',
  'notice_type_id',
  'notice_type_name',
  'county_ids',
  'counties',
  'fields',
  'published_dates',
  'first_published',
  'last_published',
  'attachments',
] as const;

export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string | number>;

export function toCsvRow(notice: OpenDataNotice): CsvRow {
  return {
    id: notice.id,
    root_id: notice.rootId,
    version: notice.version,
    url: notice.url,
    title: notice.title,
    content: notice.content,
    publication_id: notice.publication.id,
    publication_name: notice.publication.name,
    notice_type_id: notice.noticeType.id,
    notice_type_name: notice.noticeType.name,
    county_ids: notice.counties.map((c) => c.id).join('; '),
    counties: notice.counties.map((c) => c.name).join('; '),
    fields: JSON.stringify(notice.fields),
    published_dates: notice.publishedDates.map((d) => d.date).join('; '),
    first_published: notice.firstPublished,
    last_published: notice.lastPublished,
    attachments: JSON.stringify(notice.attachments),
  };
}
