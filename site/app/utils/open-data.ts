import type { ApiSchema } from '@notices/common';

// GET open-data (docs/open-data.md): the API contract's generated types.
export type OpenData = ApiSchema<'OpenDataListingDto'>;
export type OpenDataDump = ApiSchema<'OpenDataDumpDto'>;
