import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordedResponses, RESPONSES_FILE } from './response-recorder';

interface Operation {
  operationId: string;
  responses: Record<string, unknown>;
}

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

/** Express's `/notices/:id/files/:fileName` (or `*rest`) as the document writes it: `{id}`, `{fileName}`. */
const toTemplate = (route: string) => route.replace(/\{?[:*](\w+)\}?/g, '{$1}');

/** Routes beside the API: the document's own URLs (web/openapi.ts) and anything outside /api/. */
const isOperationRoute = (path: string) =>
  path.startsWith('/api/') && !['/api/v1/openapi.json', '/api/v1/openapi.yaml'].includes(path);

/**
 * The contract lists every status an operation answers: each response the other API test files got
 * (recorded by test/app.ts, see response-recorder.ts) must be a status its operation documents.
 * This file runs last (test/sequencer.js). A 5xx is no exception: an undocumented one fails too, unless
 * the test broke the server on purpose and said so (INJECTED_FAILURE).
 */
describe('the statuses the API answers in the tests', () => {
  it('are all documented in docs/openapi.json', () => {
    const recorded = recordedResponses();
    if (recorded.length === 0)
      throw new Error(`no API response recorded in ${RESPONSES_FILE}: run this file with the API tests`);

    const gaps = new Map<string, Set<string>>();
    for (const response of recorded) {
      // CORS preflights are answered before any operation; HEAD is GET without a body.
      if (response.method === 'OPTIONS') continue;
      if (response.injected && response.status >= 500) continue;
      const method = response.method === 'HEAD' ? 'get' : response.method.toLowerCase();
      const path = toTemplate(response.route);
      if (!isOperationRoute(path)) continue;
      const operation = document.paths[path]?.[method];
      if (operation && String(response.status) in operation.responses) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const gap = operation
        ? `${operation.operationId} (${where}) answered ${response.status}`
        : `${where} (not in the document) answered ${response.status}`;
      gaps.set(gap, (gaps.get(gap) ?? new Set()).add(response.file));
    }
    const report = [...gaps].map(([gap, files]) => `${gap} — in ${[...files].sort().join(', ')}`).sort();
    expect(report).toEqual([]);
  });
});
