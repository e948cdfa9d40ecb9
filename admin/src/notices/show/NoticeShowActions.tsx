import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import { Button, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { TopToolbar, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import {
  canDeleteFromDetails,
  canPublishIn,
  canPublishStatus,
  isEditableDate,
  publicationDateErrors,
  type DateSettings,
} from '@notices/common';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useCan, useCurrentUser } from '../../components/useCan';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { User } from '../../types';
import { publicNoticeUrl, useDateSettings, wasPublished } from '../settings';
import type { Notice } from '../types';
import { copyHref } from '../editor/NoticeCreate';
import { CertificateButton } from './CertificateButton';
import { useNoticeAction } from './useNoticeAction';
import { editBlockReason, mayOfferEdit } from '../editRules';

/** Why Publish is disabled (i18n key under admin.pages.notices.publishDisabled), or undefined. */
export function publishBlockReason(notice: Notice, settings: DateSettings, me: User | undefined) {
  if (!canPublishStatus(notice.status)) return notice.status === 'S' ? 'alreadyScheduled' : 'notDraft';
  if (notice.permissions?.publish === false || (me && !canPublishIn(me, notice.publication.id)))
    return 'training';
  const pending = notice.publicationDates.filter((date) => date.fromCurrentVersion && isEditableDate(date));
  if (pending.length === 0) return 'noDates';
  if (publicationDateErrors(pending, settings).some(Boolean)) return 'pastDates';
  return undefined;
}

const WithTooltip = ({ reason, children }: { reason?: string; children: React.ReactElement }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={reason ? translate(reason) : ''}>
      <span>{children}</span>
    </Tooltip>
  );
};

/**
 * The notice's actions: Edit, Copy, Delete, Publish, View results, Certificate. The date
 * actions (Cancel dates, Add date) sit at the dates table (DateActions). Wraps on a narrow window.
 */
export const NoticeShowActions = () => {
  const notice = useRecordContext<Notice>();
  const translate = useTranslate();
  const allowed = useCan();
  const me = useCurrentUser();
  const settings = useDateSettings();
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = useNoticeAction();
  if (!notice) return <TopToolbar />;
  const may = notice.permissions;
  const blocked = publishBlockReason(notice, settings, me);
  const anyPublished = wasPublished(notice);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {mayOfferEdit(allowed('notices.edit'), notice) && (
        <WithTooltip reason={editBlockReason(notice)}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            component={Link}
            to={`/notices/${notice.id}`}
            disabled={editBlockReason(notice) !== undefined}
          >
            {translate('ra.action.edit')}
          </Button>
        </WithTooltip>
      )}
      {allowed('notices.create') && (
        <Button size="small" startIcon={<ContentCopyIcon />} component={Link} to={copyHref(notice.id)}>
          {translate('admin.pages.notices.copy.button')}
        </Button>
      )}
      {allowed('notices.delete') && may?.delete !== false && canDeleteFromDetails(notice) && (
        <ConfirmDeleteButton compact={false} page="notices" name={notice.title} redirectTo="/notices" />
      )}
      {allowed('notices.publish') && (
        <WithTooltip reason={blocked && `admin.pages.notices.publishDisabled.${blocked}`}>
          <Button
            size="small"
            startIcon={<PublishIcon />}
            disabled={blocked !== undefined}
            onClick={() => action('publish', () => dataProvider.publishNotice(notice.id))}
          >
            {translate('admin.pages.notices.buttons.publish')}
          </Button>
        </WithTooltip>
      )}
      {anyPublished && (
        <Button
          size="small"
          startIcon={<OpenInNewIcon />}
          href={publicNoticeUrl(notice.id)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {translate('admin.pages.notices.buttons.viewResults')}
        </Button>
      )}
      {anyPublished && <CertificateButton notice={notice} />}
    </TopToolbar>
  );
};
