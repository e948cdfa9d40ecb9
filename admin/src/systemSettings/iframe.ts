import { HEX_COLOR_PATTERN } from '@notices/common';

/** The embed window's size: 1024 by 768. */
export const IFRAME_WIDTH = 1024;
export const IFRAME_HEIGHT = 768;

export interface IframeOptions {
  publications: number[];
  searchBgColor: string;
  secondaryColor: string;
}

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR_PATTERN.test(value);

/** The embed URL: one `pub` per publication, then the two colours (# encoded as %23). */
export function embedSrc(origin: string, options: IframeOptions): string {
  const params = new URLSearchParams();
  options.publications.forEach((id) => params.append('pub', String(id)));
  params.set('searchBgColor', options.searchBgColor);
  params.set('secondaryColor', options.secondaryColor);
  return `${origin}/embed?${params.toString()}`;
}

/** The snippet pasted into another site. */
export function iframeSnippet(src: string, title: string): string {
  const escapedTitle = title.replace(/"/g, '&quot;');
  return `<iframe src="${src}" width="${IFRAME_WIDTH}" height="${IFRAME_HEIGHT}" title="${escapedTitle}"></iframe>`;
}
