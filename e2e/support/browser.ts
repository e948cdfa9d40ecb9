import type { Page } from '@playwright/test';

/** Collects a page's uncaught script errors, so a test can fail on broken scripts that pass silently. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
