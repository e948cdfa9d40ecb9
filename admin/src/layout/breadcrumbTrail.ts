import { MENU_ITEMS } from './menuItems';

/** One crumb: an i18n key with its arguments, or a text shown as it is. */
export interface Crumb {
  key?: string;
  args?: Record<string, unknown>;
  text?: string;
}

export interface Trail {
  /** The section (the first segment), linked to its page. */
  section: Crumb;
  to: string;
  /** The page within it, when the path goes deeper. */
  page: Crumb | null;
}

/** The menu's label of a section, for paths the menu links to (`/systemsettings` → "System settings"). */
function sectionLabel(first: string): Crumb {
  const item = MENU_ITEMS.find(
    (entry) => !entry.external && (entry.to === `/${first}` || entry.key === first),
  );
  if (item) return { key: `admin.menu.${item.key}` };
  return { key: `resources.${first}.name`, args: { smart_count: 2, _: first } };
}

/** The page's own name: Create, Edit #12, Notice #12 (a summary), Clone #12; any other segment as it is. */
function pageLabel(first: string, rest: string[]): Crumb {
  const one = { key: `resources.${first}.name`, args: { smart_count: 1, _: first } };
  const [second, third] = rest;
  const id = (value: string) => `#${decodeURIComponent(value)}`;
  if (rest.length === 1 && second === 'create') return { key: 'ra.action.create' };
  if (rest.length === 1) return { key: 'ra.action.edit', text: id(second) };
  if (rest.length === 2 && third === 'show') return { ...one, text: id(second) };
  if (rest.length === 2 && second === 'clone') return { key: 'ra.action.clone', text: id(third) };
  return { text: decodeURIComponent(rest[rest.length - 1]) };
}

/**
 * The breadcrumb of an admin path (the section, linked, and for deeper paths the page) in the
 * words of the menu and the page titles, not the route's segments (`notices / show`).
 */
export function breadcrumbTrail(pathname: string): Trail | null {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!first) return null;
  return { section: sectionLabel(first), to: `/${first}`, page: rest.length ? pageLabel(first, rest) : null };
}
