import type { INestApplicationContext } from '@nestjs/common';
import { APP_STATE } from '@notices/common';
import { CountiesService } from '../counties/counties.service';
import { NoticeTypesService } from '../notice-types/notice-types.service';
import { PublicationReader } from '../publications/publication-reader';
import { SearchChanges, UntilChanged } from '../search/search-changes';
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
}

/**
 * Every answer is remembered until what search sees next changes: publications, publication_counties,
 * counties and notice_types fire `search_changed` (SearchChangeNotify), a type's fields only change with
 * its notice_types row, and saving system settings notifies the same channel (SystemSettingsService).
 */
export function siteData(app: INestApplicationContext): SiteData {
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
  };
}
