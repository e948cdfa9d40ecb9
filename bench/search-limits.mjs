// The search service's limits, read from the built backend so the benchmarks follow it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { EXACT_COUNT_LIMIT, MAX_OFFSET } = require('../backend/dist/search/search.service.js');
/** Above this many matches by the planner's estimate the service answers the estimate (as the server runs). */
export const COUNT_ESTIMATE_ABOVE = Number(
  process.env.SEARCH_COUNT_ESTIMATE_ABOVE ??
    require('../backend/dist/config/config.js').DEFAULT_SEARCH_COUNT_ESTIMATE_ABOVE,
);
