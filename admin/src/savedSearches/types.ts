import type { ApiRequestBody, ApiSchema } from '@notices/common';

/** A saved search as /savedsearches answers it (docs/api-search.md): the contract's generated type. */
export type SavedSearch = ApiSchema<'SavedSearchResponseDto'>;

/** The body of POST and PUT savedsearches. */
export type SavedSearchBody = ApiRequestBody<'SavedSearches_create'>;
