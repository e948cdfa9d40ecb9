import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../lib/saveBlob';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Notice } from '../types';

/** Downloads the notice's signed certificate of publication (GET admin/notices/{id}/certificate). */
export const CertificateButton = ({ notice }: { notice: Notice }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data, fileName } = await dataProvider.noticeCertificate(notice.id);
      // The API names it after the notice's first version (one certificate for all versions).
      saveBlob(data, fileName ?? `certificate-${notice.id}.pdf`);
    } catch (error) {
      console.error('Certificate download failed', error);
      notify('admin.pages.notices.snackbars.certificate.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={() => void download()}>
      {translate('admin.pages.notices.buttons.certificate')}
    </Button>
  );
};
