import type { BrowserContext } from '@playwright/test';

export interface ServedFile {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * Records every file download the storage really answers to this browser context (the answer goes on to
 * the page unchanged), so a test checks the bytes and type served, not just that a link exists.
 */
export async function recordDownloads(context: BrowserContext): Promise<ServedFile[]> {
  const served: ServedFile[] = [];
  await context.route(/\/api\/v1\/storage\//, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = await response.body();
    served.push({
      url: route.request().url(),
      status: response.status(),
      contentType: response.headers()['content-type'] ?? '',
      body,
    });
    await route.fulfill({ response, body });
  });
  return served;
}

/** Waits until a download beyond the first `seen` ones was recorded, and answers it. */
export async function nextDownload(
  served: ServedFile[],
  seen: number,
  timeoutMs = 15000,
): Promise<ServedFile> {
  const deadline = Date.now() + timeoutMs;
  while (served.length <= seen) {
    if (Date.now() > deadline) throw new Error('no file was downloaded from the storage');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return served[seen];
}
