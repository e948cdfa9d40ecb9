import { DEFAULT_COLORS, HEX_COLOR_PATTERN } from '@notices/common';
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

/** The Emergency button's search: page 1, 8 per page, the configured notice type, scrolled to the results. */
export function emergencyHref(typeId: number): string {
  return `/?type=${typeId}&page=1&per=8#results`;
}

/**
 * Links of the old single-page app kept the route in the hash, which never reaches the server:
 * `/#/notices/{id}` and `/#/?noticeId={id}` open the notice page, `/#/?…` the search.
 */
export const OLD_LINK_SCRIPT = `(function(){var h=location.hash,m=/^#\\/notices\\/(\\d+)/.exec(h)||/^#\\/\\?(?:.*&)?noticeId=(\\d+)/.exec(h);if(m){location.replace('/notices/'+m[1]);return}if(/^#\\/\\?./.test(h))location.replace('/'+h.slice(2))})();`;
