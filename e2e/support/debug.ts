import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './product';

/** How much of the page's text a failed step prints: enough to tell a sign-in form from an error page. */
const SHOWN_TEXT = 600;

/**
 * Runs a step; when it fails, keeps a screenshot in e2e/artifacts/ and adds the page's address and the
 * start of its visible text to the error, since CI keeps only what the run printed.
 */
export async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const folder = join(ROOT, 'e2e', 'artifacts');
    mkdirSync(folder, { recursive: true });
    await page
      .screenshot({ path: join(folder, `${name.replace(/\W+/g, '-')}.png`), fullPage: true })
      .catch(() => undefined);
    if (error instanceof Error) error.message += await describePage(page);
    throw error;
  }
}

async function describePage(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((reason: Error) => `(no text: ${reason.message.split('\n')[0]})`);
  const shown = text.replace(/\s+/g, ' ').trim().slice(0, SHOWN_TEXT);
  return `\n\nThe page at ${page.url()} showed: ${shown}`;
}
