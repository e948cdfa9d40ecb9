import { useGetList } from 'react-admin';
import { ADMIN_MAX_PAGE_SIZE } from '@notices/common';
import type { NoticeType, NoticeTypeField, PublicationOption } from '../../types';
import { useEditor } from './EditorContext';

/** The notice types to choose from (GET admin/noticetypes, by name). */
export function useNoticeTypes() {
  return useGetList<NoticeType>('noticetypes', {
    pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
}

/** The fields of a type: from the list, else from the notice being edited. */
export function useTypeFields(typeId: number | null | undefined): NoticeTypeField[] | undefined {
  const { data = [] } = useNoticeTypes();
  const { notice } = useEditor();
  const listed = data.find((type) => Number(type.id) === Number(typeId));
  if (listed?.fields) return listed.fields;
  return notice && Number(notice.noticeType.id) === Number(typeId) ? notice.noticeType.fields : undefined;
}

/** GET admin/publications/all; the editor offers enabled ones only (plus the notice's own). */
export function usePublicationChoices(): PublicationOption[] {
  const { data = [] } = useGetList<PublicationOption>('publications_all', {
    pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
  });
  const { notice } = useEditor();
  const enabled = data.filter((publication) => publication.enabled);
  const own = notice?.publication;
  if (own && !enabled.some((publication) => publication.id === own.id))
    enabled.push({ id: own.id, name: own.name, enabled: own.enabled ?? false, publishingEnabled: false });
  return enabled;
}
