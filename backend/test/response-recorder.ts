import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';

/**
 * Every response the API tests get, as (method, route template, status): the statuses test
 * (api-statuses.spec.ts, run last) compares them with the OpenAPI document. One JSON line per
 * response, appended by every test process; global-setup.mjs empties the file at the start of a run.
 */
export const RESPONSES_FILE = join(__dirname, '..', '..', '.test-data', 'api-responses.jsonl');

export interface RecordedResponse {
  method: string;
  /** Express's template, e.g. `/api/v1/admin/users/:id`. */
  route: string;
  status: number;
  /** The spec file that got it, to find the test. */
  file: string;
  /** The test broke the server on purpose (INJECTED_FAILURE): a 5xx it asserts itself. */
  injected?: boolean;
}

/** Sent by a test that makes the server fail on purpose (a trigger that raises): its 5xx is expected. */
export const INJECTED_FAILURE = { 'X-Test-Injected-Failure': '1' };

/** Records each response of `server` whose request matched a route (unmatched URLs have no operation). */
export function recordResponses(server: Server, file: string): void {
  mkdirSync(dirname(RESPONSES_FILE), { recursive: true });
  server.prependListener(
    'request',
    (req: IncomingMessage & { route?: { path?: unknown } }, res: ServerResponse) => {
      res.once('finish', () => {
        const route = req.route?.path;
        if (typeof route !== 'string' || !req.method) return;
        const line: RecordedResponse = { method: req.method, route, status: res.statusCode, file };
        if (req.headers['x-test-injected-failure']) line.injected = true;
        appendFileSync(RESPONSES_FILE, `${JSON.stringify(line)}\n`);
      });
    },
  );
}

export function recordedResponses(): RecordedResponse[] {
  let text: string;
  try {
    text = readFileSync(RESPONSES_FILE, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedResponse);
}
