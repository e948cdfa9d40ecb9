import type { AppLoadContext } from '@remix-run/node';
import {
  APP_STATE,
  encodeSearchQuery,
  listQuerySerializer,
  NETWORK_ERROR,
  searchQuerySerializer,
  type ApiClient,
  type ApiResponse,
  type SearchQuery,
} from '@notices/common';
import { apiFor } from './api.server';

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
const READS: Record<Exclude<keyof SiteData, 'search'>, (api: ApiClient) => Promise<{ data?: unknown }>> = {
  publications: (api) => api.GET('/api/v1/publications'),
  counties: (api) =>
    api.GET('/api/v1/counties', {
      params: { query: { filters: { state: { $eq: APP_STATE } } } },
      querySerializer: listQuerySerializer,
    }),
  noticeTypes: (api) => api.GET('/api/v1/noticetypes'),
  publicSettings: (api) => api.GET('/api/v1/systemsettings'),
};

/** One of those answers as the API would send it, or null when it cannot be had (pages then do without). */
export async function readSiteData(
  request: Request,
  context: AppLoadContext | undefined,
  name: Exclude<keyof SiteData, 'search'>,
): Promise<unknown> {
  try {
    if (context?.siteData) return await context.siteData[name]();
    return (await READS[name](apiFor(request))).data ?? null;
  } catch {
    return null;
  }
}

/** A search's answer, or its status and error body (the API's error shape). */
export interface SearchResult {
  status: number;
  data?: ApiResponse<'Search_run'>;
  error?: unknown;
}

/**
 * GET search/search: in process when mounted in the backend (no loopback request, the same parser,
 * checks and service), else over HTTP. Either way the API's answer.
 */
export async function searchApi(
  request: Request,
  context: AppLoadContext | undefined,
  query: SearchQuery,
): Promise<SearchResult> {
  if (!context?.siteData) {
    const { data, error, response } = await apiFor(request).GET('/api/v1/search/search', {
      params: { query },
      querySerializer: searchQuerySerializer,
    });
    return { status: response.status, data, error };
  }
  try {
    const { status, json } = await context.siteData.search(encodeSearchQuery(query));
    // The route's own JSON, as the API would send it.
    const body: unknown = JSON.parse(json);
    return status >= 200 && status < 300
      ? { status, data: body as ApiResponse<'Search_run'> }
      : { status, error: body };
  } catch {
    return { status: 503, error: { statusCode: 503, message: NETWORK_ERROR } };
  }
}
