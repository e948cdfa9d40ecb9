import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Notice, NoticeFile } from '../types';

/** Opens a notice file through its short-lived URL (GET admin/notices/{id}/files/{attachmentId}). */
const FileButton = ({ noticeId, file }: { noticeId: number; file: NoticeFile }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const open = async () => {
    try {
      const { data } = await dataProvider.noticeFileUrl(noticeId, file.attachmentId);
      window.open(data.url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      console.error('Download failed', error);
      notify('admin.pages.notices.snackbars.download.error', { type: 'error' });
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={open}
      aria-label={translate('admin.pages.notices.files.download', { name: file.name })}
      sx={{ textTransform: 'none', alignSelf: 'flex-start' }}
    >
      {file.name}
    </Button>
  );
};

const None = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('admin.pages.notices.files.none')}
    </Typography>
  );
};

export const ContentAttachment = ({ notice }: { notice: Notice }) =>
  notice.files?.contentAttachment ? (
    <FileButton noticeId={notice.id} file={notice.files.contentAttachment} />
  ) : (
    <None />
  );

export const PublicAttachments = ({ notice }: { notice: Notice }) => {
  const files = notice.files?.publicAttachments ?? [];
  if (files.length === 0) return <None />;
  return (
    <Stack>
      {files.map((file) => (
        <FileButton key={file.attachmentId} noticeId={notice.id} file={file} />
      ))}
    </Stack>
  );
};

/** The content as plain text, one paragraph per line: never interpreted as HTML. */
export const NoticeContent = ({ content }: { content: string }) => (
  <div>
    {content.split(/\r?\n/).map((line, index) => (
      <Typography key={index} variant="body2" sx={{ minHeight: '1.5em', whiteSpace: 'pre-wrap' }}>
        {line}
      </Typography>
    ))}
  </div>
);
