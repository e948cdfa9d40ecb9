import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { ADMIN_MAX_PAGE_SIZE, APP_STATE } from '@notices/common';

const ALL = {
  pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
  sort: { field: 'name', order: 'ASC' as const },
};

type Named = { id: number; name: string };
const byId = (records: Named[] = []) => new Map(records.map((record) => [String(record.id), record.name]));

/**
 * Names of the records the snapshots refer to by id, by field key: counties, publications and notice
 * types (the cached lookups the forms use; the history is a SYSTEM_ADMIN's, who sees them all).
 */
export function useRecordNames(): Record<string, Map<string, string>> {
  const counties = useGetList<Named>('counties', { ...ALL, filter: { state: APP_STATE } });
  const publications = useGetList<Named>('publications_all', ALL);
  const noticeTypes = useGetList<Named>('public_noticetypes', ALL);
  return useMemo(() => {
    const types = byId(noticeTypes.data);
    return {
      publicationArea: byId(counties.data),
      publicationId: byId(publications.data),
      noticeTypeId: types,
      emergencyNoticeTypeId: types,
      clonedFrom: types,
    };
  }, [counties.data, publications.data, noticeTypes.data]);
}
