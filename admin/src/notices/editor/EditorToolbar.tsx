import { useState } from 'react';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Toolbar, setSubmissionErrors, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type Path } from 'react-hook-form';
import { canPublishIn, canPublishStatus, editNeedsNewVersion, writesThroughApi } from '@notices/common';
import { useCan, useCurrentUser } from '../../components/useCan';
import type { NoticeFormValues } from '../types';
import { useEditor, useIncludeFree } from './EditorContext';
import { NewVersionConfirm } from './NewVersionWarning';
import { RequestPreview } from './RequestPreview';
import { editorFieldErrors } from './serverFieldErrors';
import { amendPlan, publishedDays } from './amendPlan';
import { editCreatesVersion, editableRows, toNoticeBody } from './transform';
import type { UploadProgress } from './uploads';
import { useNoticeSave, type SaveIntent } from './useNoticeSave';

/** "Uploading 2 of 4": a save with files takes seconds, and says so (announced politely). */
const UploadStatus = ({ progress }: { progress: UploadProgress | null }) => {
  const translate = useTranslate();
  if (!progress) return null;
  const text = translate('admin.pages.notices.uploadProgress', {
    current: progress.done + 1,
    total: progress.total,
    name: progress.name,
  });
  return (
    <Box role="status" sx={{ minWidth: 220, flex: '1 1 220px' }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * progress.done) / progress.total}
        aria-label={text}
      />
    </Box>
  );
};

/**
 * Publish, request preview (API_USER), Cancel, Save. Saving asks for the new-version confirmation first
 * exactly when `editNeedsNewVersion` says so, and then sends `createNewVersion: true`; its "create and
 * publish" choice saves with the publish intent, so the new version keeps the run.
 */
export const EditorToolbar = () => {
  const translate = useTranslate();
  const allowed = useCan();
  const me = useCurrentUser();
  const { notice } = useEditor();
  const includeFree = useIncludeFree();
  const form = useFormContext<NoticeFormValues>();
  const { isValid, isSubmitting, errors } = useFormState<NoticeFormValues>();
  const dates = useWatch<NoticeFormValues, 'publicationDates'>({ name: 'publicationDates' });
  const publicationId = useWatch<NoticeFormValues, 'publicationId'>({ name: 'publicationId' });
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const save = useNoticeSave(notice, includeFree, setProgress);
  const [pending, setPending] = useState<{ values: NoticeFormValues; intent: SaveIntent } | null>(null);
  const [busy, setBusy] = useState(false);

  const needsVersion = (values: NoticeFormValues) =>
    notice !== undefined &&
    editNeedsNewVersion(
      notice.status,
      notice.publicationDates.filter((date) => date.fromCurrentVersion),
      values.publicationDates,
    );
  const run = async (values: NoticeFormValues, intent: SaveIntent, createNewVersion: boolean) => {
    setBusy(true);
    try {
      const errors = await save(values, intent, createNewVersion);
      if (errors && Object.keys(errors).length > 0)
        setSubmissionErrors(editorFieldErrors(errors, values.fieldValues), (name, error) =>
          form.setError(name as Path<NoticeFormValues>, error),
        );
    } finally {
      setBusy(false);
    }
  };
  const submit = (intent: SaveIntent) =>
    form.handleSubmit(async (values) => {
      if (needsVersion(values)) setPending({ values, intent });
      else await run(values, intent, false);
    })();
  const confirmVersion = (keepRun: boolean) => {
    if (!pending) return;
    setPending(null);
    void run(pending.values, keepRun ? 'publish' : 'save', true);
  };

  const disabled = !isValid || isSubmitting || busy;
  const showPublish =
    allowed('notices.publish') && (!notice || canPublishStatus(notice.status) || editCreatesVersion(notice));
  const publishBlocked =
    !!me && publicationId !== null && publicationId !== undefined && !canPublishIn(me, Number(publicationId));
  // Why Publish is disabled, in the summary's words (publishDisabled), so it is never disabled silently.
  const publishReason = publishBlocked
    ? 'training'
    : !dates?.length
      ? 'noDates'
      : errors.publicationDates
        ? 'datesInvalid'
        : !isValid
          ? 'formInvalid'
          : null;
  return (
    <Toolbar sx={{ gap: 2 }}>
      {showPublish && (
        <Tooltip
          title={publishReason ? translate(`admin.pages.notices.publishDisabled.${publishReason}`) : ''}
        >
          <span>
            <Button
              variant="contained"
              startIcon={<PublishIcon />}
              onClick={() => submit('publish')}
              disabled={disabled || publishReason !== null}
            >
              {translate('admin.pages.notices.buttons.publish')}
            </Button>
          </span>
        </Tooltip>
      )}
      {writesThroughApi(me) && (
        <RequestPreview
          body={() =>
            toNoticeBody(form.getValues(), { includeFree, createNewVersion: needsVersion(form.getValues()) })
          }
        />
      )}
      <Button component={Link} to={notice ? `/notices/${notice.id}/show` : '/notices'}>
        {translate('ra.action.cancel')}
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} onClick={() => submit('save')} disabled={disabled}>
        {translate('ra.action.save')}
      </Button>
      <UploadStatus progress={progress} />
      {notice && (
        <NewVersionConfirm
          open={pending !== null}
          version={notice.version + 1}
          plan={amendPlan(editableRows(notice), pending?.values.publicationDates ?? [])}
          published={publishedDays(notice.publicationDates)}
          mayPublish={
            !!me && canPublishIn(me, Number(pending?.values.publicationId ?? notice.publication.id))
          }
          publishing={pending?.intent === 'publish'}
          onConfirm={confirmVersion}
          onClose={() => setPending(null)}
        />
      )}
    </Toolbar>
  );
};
