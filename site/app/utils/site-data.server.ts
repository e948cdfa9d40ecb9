import type { AppLoadContext } from '@remix-run/node';
import { APP_STATE } from '@notices/common';
import { apiSend, networkErrorResponse } from './api.server';

/**
 * The public answers nearly every page needs besides its own data. Mounted in the backend, the site gets
 * them in process through the load context (backend/src/web/site-data.ts: no loopback HTTP, remembered
 * until the data changes); run apart, it asks the API for them.
 */
export interface SiteData {
  publications(): Promise<unknown>;
  counties(): Promise<unknown>;
  noticeTypes(): Promise<unknown>;
  publicSettings(): Promise<unknown>;
  /** GET search/search?{query}: the status and JSON body the API would answer. */
  search(query: string): Promise<{ status: number; json: string }>;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Set by the backend's Remix adapter; absent when the site runs apart from it. */
    siteData?: SiteData;
  }
}

/** The API's routes for the same answers. */
const PATHS: Record<Exclude<keyof SiteData, 'search'>, string> = {
  publications: '/publications',
  counties: `/counties?filters[state][$eq]=${encodeURIComponent(APP_STATE)}`,
  noticeTypes: '/noticetypes',
  publicSettings: '/systemsettings',
};

/** One of those answers as the API would send it, or null when it cannot be had (pages then do without). */
export async function readSiteData(
  request: Request,
  context: AppLoadContext | undefined,
  name: Exclude<keyof SiteData, 'search'>,
): Promise<unknown> {
  try {
    if (context?.siteData) return await context.siteData[name]();
    const response = await apiSend(request, 'GET', PATHS[name]);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * GET search/search?{query}: in process when mounted in the backend (no loopback request, the same
 * parser, checks and service), else over HTTP. Either way the API's answer as a Response.
 */
export async function searchApi(request: Request, context: AppLoadContext | undefined, query: string) {
  if (!context?.siteData) return apiSend(request, 'GET', `/search/search?${query}`);
  try {
    const { status, json } = await context.siteData.search(query);
    return new Response(json, { status, headers: { 'Content-Type': 'application/json' } });
  } catch {
    return networkErrorResponse();
  }
}
