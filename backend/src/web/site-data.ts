import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_STATE, ErrorCode } from '@notices/common';
import { toErrorBody } from '../platform/error.filter';
import { createValidationPipe } from '../platform/validation';
import { loggedUrl } from '../platform/logged-url';
import { CountiesService } from '../counties/counties.service';
import { NoticeTypesService } from '../notice-types/notice-types.service';
import { PublicationReader } from '../publications/publication-reader';
import { SearchQueryDto, validatedSearch } from '../search/dto/search-query.dto';
import { SearchChanges, UntilChanged } from '../search/search-changes';
import { searchAnswerJson, SearchService } from '../search/search.service';
import { SystemSettingsService } from '../system-settings/system-settings.service';

/**
 * What every page of the site reads besides its own data, handed to the site in its Remix load context so
 * that it is read in this process instead of over loopback HTTP (a request, a response and JSON both ways,
 * each time). The answers are the public API's (GET publications, counties?filters[state][$eq]=MI,
 * noticetypes, systemsettings); the site reads them over HTTP when it runs apart (site/app/utils/site-data.server.ts).
 */
export interface SiteData {
  publications(): Promise<unknown>;
  counties(): Promise<unknown>;
  noticeTypes(): Promise<unknown>;
  publicSettings(): Promise<unknown>;
  /** GET search/search?{query}: the status and JSON body the API would answer. */
  search(query: string): Promise<{ status: number; json: string }>;
}

/**
 * Every answer is remembered until what search sees next changes: publications, publication_counties,
 * counties and notice_types fire `search_changed` (SearchChangeNotify), a type's fields only change with
 * its notice_types row, and saving system settings notifies the same channel (SystemSettingsService).
 */
export function siteData(app: NestExpressApplication): SiteData {
  const lists = new UntilChanged<keyof SiteData, unknown>(app.get(SearchChanges), 4);
  const publications = app.get(PublicationReader);
  const counties = app.get(CountiesService);
  const noticeTypes = app.get(NoticeTypesService);
  const settings = app.get(SystemSettingsService);
  return {
    publications: () => lists.through('publications', () => publications.publicList()),
    counties: () =>
      lists.through('counties', () => counties.list({ filters: { state: { $eq: APP_STATE } } })),
    noticeTypes: () => lists.through('noticeTypes', () => noticeTypes.publicList()),
    publicSettings: () => lists.through('publicSettings', () => settings.publicSettings()),
    search: searchInProcess(app),
  };
}

/**
 * The public search as its route runs it, without the loopback request: a page's search cost a quarter of
 * the page's CPU in an HTTP client, an HTTP server and the API's middleware (bench/README "Site pages").
 * The query string is read by the same parser, checked by the same pipe and answered by the same service,
 * and a failure has the API's error body, so the site reads both roads alike (site-data.spec.ts holds
 * them equal).
 */
function searchInProcess(app: NestExpressApplication): SiteData['search'] {
  const parse = app.getHttpAdapter().getInstance().get('query parser fn') as (query: string) => unknown;
  const pipe = createValidationPipe();
  const service = app.get(SearchService);
  const logger = new Logger('SiteSearch');
  return async (query) => {
    try {
      const dto = (await pipe.transform(parse(query), {
        type: 'query',
        metatype: SearchQueryDto,
      })) as SearchQueryDto;
      return { status: 200, json: searchAnswerJson(await service.search(validatedSearch(dto))) };
    } catch (error) {
      const body = toErrorBody(error);
      // What the API's error filter would log for the same failure (one line when the database is away).
      const url = loggedUrl(`/api/v1/search/search?${query}`);
      if (body.message === ErrorCode.databaseUnavailable)
        logger.warn(`site ${url}: database unavailable (${(error as Error)?.message})`);
      else if (body.statusCode >= 500)
        logger.error(`site ${url}: ${(error as Error)?.stack ?? String(error)}`);
      return { status: body.statusCode, json: JSON.stringify(body) };
    }
  };
}
