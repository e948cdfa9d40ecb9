import BlockIcon from '@mui/icons-material/Block';
import { Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { canChangeNoticeDates, isEditableDate } from '@notices/common';
import { ConfirmActionButton } from '../../components/ConfirmActionButton';
import { useCurrentUser } from '../../components/useCan';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Notice } from '../types';
import { AddDateDialog } from './AddDateDialog';
import { useNoticeAction } from './useNoticeAction';

/**
 * Cancel dates (cancel all) and Add date, next to the dates they act on. The API decides who may
 * (permissions.cancel, permissions.addDate); cancel all also needs a notice that is not a draft and a
 * pending date.
 */
export const DateActions = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const me = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = useNoticeAction();
  const may = notice.permissions;
  const pending = notice.publicationDates.some(isEditableDate);
  const mayCancelAll = may?.cancel === true && notice.status !== 'D' && pending;
  const mayAdd = may?.addDate === true;
  if (!mayCancelAll && !mayAdd) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      aria-label={translate('admin.pages.notices.dateActions')}
      role="group"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {mayCancelAll && (
        <ConfirmActionButton
          label="admin.pages.notices.buttons.cancelDates"
          icon={<BlockIcon />}
          title="admin.pages.notices.cancelAll.title"
          content={
            me && canChangeNoticeDates(me, { status: 'C', publicationId: notice.publication.id })
              ? 'admin.pages.notices.cancelAll.contentRevivable'
              : 'admin.pages.notices.cancelAll.content'
          }
          onConfirm={() => action('cancel', () => dataProvider.cancelNoticeDates(notice.id))}
        />
      )}
      {mayAdd && <AddDateDialog notice={notice} />}
    </Stack>
  );
};
