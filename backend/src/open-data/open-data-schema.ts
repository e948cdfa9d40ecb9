import type { OpenDataSchemaDto, SchemaFieldDto } from './dto/open-data.dto';
import { CSV_COLUMNS } from './open-data-rows';
import { LICENCE } from './open-data-files';

const NOTICE: SchemaFieldDto[] = [
  {
    name: 'id',
    type: 'integer',
    description: 'the id of this version of the notice (the site shows it at url)',
  },
  {
    name: 'rootId',
    type: 'integer',
    description: 'the id of the notice’s first version, shared by all its versions',
  },
  {
    name: 'version',
    type: 'integer',
    description: '1 for the first version, 2 after the first correction, and so on',
  },
  { name: 'url', type: 'string', description: 'the notice’s page on the public site' },
  { name: 'title', type: 'string', description: 'the notice’s title, exactly as published' },
  {
    name: 'content',
    type: 'string',
    description: 'the notice’s full text, exactly as published (line breaks kept)',
  },
  { name: 'publication', type: 'object {id, name}', description: 'the newspaper or publication that ran it' },
  {
    name: 'noticeType',
    type: 'object {id, name}',
    description: 'the kind of notice (Foreclosure, Probate…)',
  },
  {
    name: 'counties',
    type: 'array of {id, name}',
    description: 'the counties the publication covers, by id',
  },
  {
    name: 'fields',
    type: 'array of {id, name, type, value}',
    description:
      'the notice type’s custom fields that have a value, by field id; value is text, a day YYYY-MM-DD, an ISO 8601 UTC instant, or an address object {street, optionalStreet, locality, region, postalCode, country}',
  },
  {
    name: 'publishedDates',
    type: 'array of {date, publishedAt}',
    description: 'the days this version ran (YYYY-MM-DD, Detroit) and when each was published (ISO 8601 UTC)',
  },
  { name: 'firstPublished', type: 'string (YYYY-MM-DD)', description: 'the first day this version ran' },
  { name: 'lastPublished', type: 'string (YYYY-MM-DD)', description: 'the latest day this version ran' },
  {
    name: 'attachments',
    type: 'array of {name, mediaType, size, sha256, url}',
    description:
      'the public attachments: file name, media type, size in bytes, lower-case hex SHA-256 of the bytes, and a link that downloads it',
  },
];

const CSV_DESCRIPTIONS: Record<(typeof CSV_COLUMNS)[number], [string, string]> = {
  id: ['integer', 'as id above'],
  root_id: ['integer', 'as rootId above'],
  version: ['integer', 'as version above'],
  url: ['string', 'as url above'],
  title: ['string', 'as title above'],
  content: ['string', 'as content above; quoted, line breaks kept'],
  publication_id: ['integer', 'publication.id'],
  publication_name: ['string', 'publication.name'],
  notice_type_id: ['integer', 'noticeType.id'],
  notice_type_name: ['string', 'noticeType.name'],
  county_ids: ['string', 'the counties’ ids joined with "; "'],
  counties: ['string', 'the counties’ names joined with "; "'],
  fields: ['JSON', 'the fields array above, as JSON text'],
  published_dates: ['string', 'the publishedDates’ days joined with "; "'],
  first_published: ['string (YYYY-MM-DD)', 'as firstPublished above'],
  last_published: ['string (YYYY-MM-DD)', 'as lastPublished above'],
  attachments: ['JSON', 'the attachments array above, as JSON text'],
};

const MANIFEST: SchemaFieldDto[] = [
  { name: 'date', type: 'string (YYYY-MM-DD)', description: 'the Detroit day of the export' },
  { name: 'generatedAt', type: 'string (ISO 8601)', description: 'when the export read the notices' },
  { name: 'notices', type: 'integer', description: 'how many notices each data file holds' },
  { name: 'licence', type: 'string', description: 'the licence statement' },
  {
    name: 'checkpoint',
    type: 'string',
    description:
      'the transparency log’s latest signed checkpoint (C2SP signed note) when the export started; check it with the log’s public key (GET /api/v1/transparency/keys)',
  },
  {
    name: 'files',
    type: 'array of {name, size, sha256}',
    description: 'each data file’s name, size in bytes and lower-case hex SHA-256 of its stored (gzip) bytes',
  },
];

/** The plain-words description served at GET /api/v1/open-data/schema (docs/open-data.md says the same). */
export const OPEN_DATA_SCHEMA: OpenDataSchemaDto = {
  description:
    'A daily export of every published Michigan public notice: the current public version of each, one record per notice. Drafts, notices never published and earlier versions are not included.',
  licence: LICENCE,
  files: [
    {
      name: 'notices.jsonl.gz',
      mediaType: 'application/gzip',
      description: 'JSON Lines (one notice object per line, fields under "notice"), gzip',
    },
    {
      name: 'notices.csv.gz',
      mediaType: 'application/gzip',
      description: 'CSV (RFC 4180: UTF-8, CRLF after each record, a header row, columns under "csv"), gzip',
    },
    {
      name: 'manifest.json',
      mediaType: 'application/json',
      description: 'the dump’s manifest (fields under "manifest")',
    },
  ],
  notice: NOTICE,
  csv: CSV_COLUMNS.map((name) => ({
    name,
    type: CSV_DESCRIPTIONS[name][0],
    description: CSV_DESCRIPTIONS[name][1],
  })),
  manifest: MANIFEST,
};
