import { addDays, DEFAULT_COLORS, detroitDay, HEX_COLOR_PATTERN, type SearchQuery } from '@notices/common';
import type { CSSProperties } from 'react';

type ColorVars = CSSProperties & {
  '--color-bg-dark': string;
  '--color-accent': string;
  '--color-on-bg-dark': string;
};

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (i: number) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** White or the site's dark ink, whichever reads better on `background` (a newspaper may pick a light one). */
export function readableOn(background: string): string {
  const light = luminance(background);
  const onWhite = (light + 0.05) / 0.05 > 1.05 / (light + 0.05);
  return onWhite ? DEFAULT_COLORS.background : '#ffffff';
}

/**
 * Display colours of the URL (searchBgColor, secondaryColor) when valid hex, else the defaults, and the
 * text colour that reads on the background (the embed's search band, the header and footer).
 */
export function displayColors(params: URLSearchParams): ColorVars {
  const pick = (key: string, fallback: string) => {
    const value = params.get(key)?.trim() ?? '';
    return HEX_COLOR_PATTERN.test(value) ? value : fallback;
  };
  const background = pick('searchBgColor', DEFAULT_COLORS.background);
  return {
    '--color-bg-dark': background,
    '--color-accent': pick('secondaryColor', DEFAULT_COLORS.secondary),
    '--color-on-bg-dark': readableOn(background),
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

const TITLE_TEXT_MAX = 60;

/**
 * The home page's title names its search, so tabs and history read "foreclosure — Search public
 * notices": a saved search by its name, a text search by its (shortened) text.
 */
export function searchPageTitle(savedName?: string, text?: string): string {
  const site = 'Michigan Public Notices';
  if (savedName) return `${savedName} | ${site}`;
  const words = text?.trim().replace(/\s+/g, ' ');
  if (!words) return `Search public notices | ${site}`;
  const shown = words.length > TITLE_TEXT_MAX ? `${words.slice(0, TITLE_TEXT_MAX - 1)}…` : words;
  return `${shown} — Search public notices | ${site}`;
}

/**
 * In a third-party frame whose storage the browser blocks, reading `sessionStorage` or `localStorage`
 * throws a SecurityError: React Router's lazy route discovery then logged "Failed to fetch manifest
 * patches" on every navigation of the embed. This head script, run before the app's scripts, puts an
 * in-memory storage in place of a blocked one (kept for the page's life, as a session would be).
 */
export const STORAGE_GUARD_SCRIPT = `(function(){['localStorage','sessionStorage'].forEach(function(n){try{window[n].getItem('_');return}catch(e){}var m=new Map(),s={getItem:function(k){return m.has(String(k))?m.get(String(k)):null},setItem:function(k,v){m.set(String(k),String(v))},removeItem:function(k){m.delete(String(k))},clear:function(){m.clear()},key:function(i){return Array.from(m.keys())[i]||null}};Object.defineProperty(s,'length',{get:function(){return m.size}});try{Object.defineProperty(window,n,{configurable:true,value:s})}catch(e){}})})();`;
