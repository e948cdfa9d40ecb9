import { decodeSearchQuery, pageDateRange, toApiError, ValidationMessage } from '@notices/common';
import type { SaveSearchResult } from '~/components/search/save-search-popover';
import { apiFor } from './api.server';
import { SAVE_SEARCH_ERROR, SAVE_SEARCH_SUCCESS } from './search-messages';

const PHONE_REQUIRED = 'Add a phone number to your profile to get text messages.';

/**
 * The save-search action: POST savedsearches with the name, the boxes and the search of the URL, its
 * dates said explicitly (the page's default week as `tw`, "Any date" as `all`), so the saved search
 * finds what the page showed and its links open the same page.
 */
export async function saveSearch(request: Request): Promise<SaveSearchResult> {
  const form = await request.formData();
  const name = String(form.get('name') ?? '').trim();
  if (!name) return { ok: false, text: SAVE_SEARCH_ERROR, errors: { name: ValidationMessage.blank } };
  if (name.length > 255) {
    return { ok: false, text: SAVE_SEARCH_ERROR, errors: { name: ValidationMessage.tooLong } };
  }
  const params = new URL(request.url).searchParams;
  const query = decodeSearchQuery(params);
  const { error: failed, response } = await apiFor(request).POST('/api/v1/savedsearches', {
    body: {
      name,
      notificationsEnabled: form.get('notificationsEnabled') === 'on',
      textNotificationsEnabled: form.get('textNotificationsEnabled') === 'on',
      for: query.for,
      pub: query.pub ?? [],
      area: query.area ?? [],
      dateRange: pageDateRange(params) ?? undefined,
      from: query.from,
      to: query.to,
      type: query.type,
      f: query.f ?? [],
      v: query.v ?? [],
    },
  });
  if (response.ok) return { ok: true, text: SAVE_SEARCH_SUCCESS };
  const error = toApiError(response.status, failed);
  const errors: Record<string, string> = {};
  if (error.errors.name) errors.name = error.errors.name;
  if (error.errors.textNotificationsEnabled) errors.textNotificationsEnabled = PHONE_REQUIRED;
  const text = error.status === 401 ? 'Please sign in to save a search.' : SAVE_SEARCH_ERROR;
  return { ok: false, text, errors };
}
