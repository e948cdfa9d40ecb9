/** The files of a dump, where they are stored, and what the listing says about them. */
export const DUMP_FILE_NAMES = ['notices.jsonl.gz', 'notices.csv.gz', 'manifest.json'] as const;
export type DumpFileName = (typeof DUMP_FILE_NAMES)[number];

export const isDumpFileName = (name: string): name is DumpFileName =>
  (DUMP_FILE_NAMES as readonly string[]).includes(name);

export const contentTypeOf = (name: DumpFileName): string =>
  name.endsWith('.gz') ? 'application/gzip' : 'application/json';

/** Where a finished dump's file lives in FileStorage. */
export const dumpKey = (date: string, name: DumpFileName): string => `open-data/${date}/${name}`;

/** Where an export writes before its dump is complete: nothing lists or serves these keys. */
export const partialKey = (date: string, name: DumpFileName): string => `open-data/${date}/partial-${name}`;

export const fileUrl = (date: string, name: DumpFileName): string => `/api/v1/open-data/${date}/${name}`;

export const SCHEMA_URL = '/api/v1/open-data/schema';

export const LICENCE =
  'Public notices are public records. The Michigan Public Notices open-data dumps are released under the ' +
  'Open Data Commons Public Domain Dedication and License (PDDL) 1.0 ' +
  '(https://opendatacommons.org/licenses/pddl/1-0/): copy, share, adapt and use them for any purpose, ' +
  'without asking and without conditions.';

/** The transparency log's latest signed checkpoint note (C2SP signed-note text), read at export time. */
export type CheckpointSource = () => Promise<string>;
export const CHECKPOINT_SOURCE = Symbol('CHECKPOINT_SOURCE');
