import { addDays, DEFAULT_COLORS, detroitDay, HEX_COLOR_PATTERN, type SearchQuery } from '@notices/common';
import type { CSSProperties } from 'react';

type ColorVars = CSSProperties & { '--color-bg-dark': string; '--color-accent': string };

/** Display colours of the URL (searchBgColor, secondaryColor) when valid hex, else the defaults. */
export function displayColors(params: URLSearchParams): ColorVars {
  const pick = (key: string, fallback: string) => {
    const value = params.get(key)?.trim() ?? '';
    return HEX_COLOR_PATTERN.test(value) ? value : fallback;
  };
  return {
    '--color-bg-dark': pick('searchBgColor', DEFAULT_COLORS.background),
    '--color-accent': pick('secondaryColor', DEFAULT_COLORS.secondary),
  };
}

/** The notice type of the Emergency button's link, or null. */
export function emergencyTypeOf(href: string | null | undefined): number | null {
  if (!href) return null;
  const id = Number(new URL(href, 'http://site.invalid').searchParams.get('type'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The Emergency button's own search (its type, this week, nothing else) found nothing: the page says
 * there were no emergency notices this week and links the last 30 days, instead of a bare "No notices
 * found.". Null for any other search.
 */
export function emergencyFallbackHref(
  query: SearchQuery,
  anyDate: boolean,
  emergencyTypeId: number | null,
  today: string = detroitDay(),
): string | null {
  if (!emergencyTypeId || query.type !== emergencyTypeId || anyDate) return null;
  if (query.dateRange && query.dateRange !== 'tw') return null;
  if (query.for || query.pub?.length || query.area?.length || query.f?.length || query.from || query.to)
    return null;
  const from = addDays(today, -30);
  return `/?type=${emergencyTypeId}&from=${from}&to=${today}&page=1&per=8#results`;
}

/** The Emergency button's search: page 1, 8 per page, the configured notice type, scrolled to the results. */
export function emergencyHref(typeId: number): string {
  return `/?type=${typeId}&page=1&per=8#results`;
}

/**
 * Links of the old single-page app kept the route in the hash, which never reaches the server:
 * `/#/notices/{id}` and `/#/?noticeId={id}` open the notice page, `/#/?…` the search.
 */
export const OLD_LINK_SCRIPT = `(function(){var h=location.hash,m=/^#\\/notices\\/(\\d+)/.exec(h)||/^#\\/\\?(?:.*&)?noticeId=(\\d+)/.exec(h);if(m){location.replace('/notices/'+m[1]);return}if(/^#\\/\\?./.test(h))location.replace('/'+h.slice(2))})();`;
