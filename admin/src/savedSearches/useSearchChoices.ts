import { useGetList } from 'react-admin';
import { ADMIN_MAX_PAGE_SIZE, APP_STATE } from '@notices/common';
import type { County, NoticeType } from '../types';

const ALL = {
  pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
  sort: { field: 'name', order: 'ASC' as const },
};

/** The public lists the search form chooses from: publications, Michigan counties, notice types. */
export function useSearchChoices() {
  const publications = useGetList<{ id: number; name: string }>('public_publications', ALL);
  const counties = useGetList<County>('counties', { ...ALL, filter: { state: APP_STATE } });
  const noticeTypes = useGetList<NoticeType>('public_noticetypes', ALL);
  return {
    publications: publications.data ?? [],
    counties: counties.data ?? [],
    noticeTypes: noticeTypes.data ?? [],
  };
}
