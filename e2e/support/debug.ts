import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './product';

/** Runs a step; when it fails, keeps a screenshot in e2e/artifacts/ to show what the page showed. */
export async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const folder = join(ROOT, 'e2e', 'artifacts');
    mkdirSync(folder, { recursive: true });
    await page
      .screenshot({ path: join(folder, `${name.replace(/\W+/g, '-')}.png`), fullPage: true })
      .catch(() => undefined);
    throw error;
  }
}
