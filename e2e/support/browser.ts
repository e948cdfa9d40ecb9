import type { Page } from '@playwright/test';

/** Collects a page's uncaught script errors, so a test can fail on broken scripts that pass silently. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has hydrated a search page: its form drops the hint for lists without JavaScript.
 * A key pressed in a controlled input before then is undone when React takes the input over.
 */
export async function searchPageHydrated(page: Page): Promise<void> {
  await page.locator('#search-multi-hint').waitFor({ state: 'detached' });
}
