// The search service's limits, read from the built backend so the benchmarks follow it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { EXACT_COUNT_LIMIT, MAX_OFFSET } = require('../backend/dist/search/search.service.js');
