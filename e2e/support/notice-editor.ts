import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiSchema } from '@notices/common';

// The API's own types (generated from its OpenAPI document), not copies.
export type TypeField = ApiSchema<'NoticeTypeFieldDto'>;
export type FieldType = TypeField['fieldType'];
export type DemoNoticeType = ApiSchema<'NoticeTypeResponseDto'>;
export type StoredFieldValue = ApiSchema<'FieldValueResponseDto'>;

const ADDRESS = { street: '400 Boardman Ave', locality: 'Traverse City', region: 'MI', postalCode: '49684' };
const ADDRESS_LABELS: Record<keyof typeof ADDRESS, string> = {
  street: 'Street',
  locality: 'City',
  region: 'State',
  postalCode: 'Postal code',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An input by its label, with or without the required mark. */
export const labelled = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));

/** An input with a maximum shows a length counter ("12/255") in its description. */
async function expectCounter(input: Locator, length: number, name: string): Promise<void> {
  const description = await input.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return (id && document.getElementById(id)?.textContent) || '';
  });
  if (!description.includes(`${length}/255`))
    throw new Error(`"${name}" shows no length counter ${length}/255 (its description: "${description}")`);
}

/** What the test types into a field, per field type (date-times on a whole minute). */
export function sampleValue(field: TypeField, tag: string): string | typeof ADDRESS {
  switch (field.fieldType) {
    case 'date':
      return '2026-03-14';
    case 'dateTime':
      return '2026-12-15T10:30';
    case 'address':
      return ADDRESS;
    default:
      return `${field.name} of ${tag}`;
  }
}

/** Fills one custom field with its sample value through the input its type shows. */
export async function fillField(page: Page, field: TypeField, tag: string): Promise<void> {
  const value = sampleValue(field, tag);
  if (typeof value === 'string') {
    const input = labelled(page, field.name);
    await input.fill(value);
    if (field.fieldType === 'text') await expectCounter(input, value.length, field.name);
    return;
  }
  for (const [part, text] of Object.entries(value))
    await labelled(page, `${field.name}: ${ADDRESS_LABELS[part as keyof typeof ADDRESS]}`).fill(text);
}

/** The stored value the sample should have become (dateTime: the minute in Detroit time). */
export function expectedValue(
  field: TypeField,
  tag: string,
): Omit<StoredFieldValue, 'noticeTypeCustomFieldId'> {
  const value = sampleValue(field, tag);
  if (typeof value !== 'string') return { address: { ...value, optionalStreet: '', country: 'US' } };
  if (field.fieldType === 'date') return { date: value };
  // The editor reads date-times in Detroit time (EST in December), whatever the browser's time zone.
  if (field.fieldType === 'dateTime') return { dateTime: Date.parse(`${value}:00-05:00`) };
  return { text: value };
}

/**
 * Chooses an option of one of the editor's select inputs, and waits until the choice shows and its menu
 * is gone. While a menu (or its closing transition) is open, MUI hides the rest of the page from
 * assistive technology, so the next field looked up by role would not be found; and an option list that
 * re-renders (its choices fetched again) can swallow the click, leaving the menu open: then it chooses
 * again.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  const listbox = page.getByRole('listbox');
  for (let attempt = 1; ; attempt++) {
    await listbox.waitFor({ state: 'detached' });
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    try {
      await listbox.waitFor({ state: 'detached', timeout: 3_000 });
      await expect(select).toHaveText(option, { timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The option names a select offers (its menu is closed again). */
export async function optionsOf(page: Page, label: string): Promise<string[]> {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * Selects the first characters of the content, as a mouse or keyboard selection would, and fills the
 * first text field from it through "Fill field from selection"; answers the selected text.
 */
export async function fillFromSelection(page: Page, field: TypeField): Promise<string> {
  const content = page.getByRole('textbox', { name: /^Content/ });
  await content.focus();
  await content.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 24));
  await page.keyboard.press('Shift+ArrowRight'); // the key-up reports the selection to the editor
  const selected = await content.evaluate((element: HTMLTextAreaElement) =>
    element.value.slice(element.selectionStart, element.selectionEnd).trim(),
  );
  await page.getByRole('button', { name: 'Fill field from selection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fill a field from the selected text' });
  await dialog.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: field.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Fill', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return selected;
}
