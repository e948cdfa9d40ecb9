import { useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { BILLING_PDF_MAX_NOTICES, billingFileName } from '@notices/common';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ReportFormat } from '../providers/settingsCalls';
import { saveBlob } from '../lib/saveBlob';
import type { BillingReport } from './types';

const T = 'admin.pages.billingReports';

/** Row actions: the PDF (not above BILLING_PDF_MAX_NOTICES notices) and the CSV of a report. */
export const DownloadButtons = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<BillingReport>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  if (!record) return null;

  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      const { data } = await dataProvider.billingReportFile(record.id, format);
      // The name the API gives it too (Content-Disposition): billing-<publication>-<period>.pdf|csv.
      saveBlob(data, billingFileName(record, format));
    } catch (error) {
      console.error(`Billing report ${format} failed`, error);
      notify(`${T}.snackbars.fileError`, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const tooMany = record.noticesCount > BILLING_PDF_MAX_NOTICES;
  const pdfLabel = translate(`${T}.downloadPdf`);
  const csvLabel = translate(`${T}.downloadCsv`);
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={tooMany ? translate(`${T}.pdfTooLarge`, { max: BILLING_PDF_MAX_NOTICES }) : pdfLabel}>
        <span>
          <IconButton
            size="small"
            aria-label={pdfLabel}
            disabled={tooMany || busy !== null}
            onClick={() => void download('pdf')}
          >
            <PictureAsPdfIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={csvLabel}>
        <span>
          <IconButton
            size="small"
            aria-label={csvLabel}
            disabled={busy !== null}
            onClick={() => void download('csv')}
          >
            <DescriptionIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
};
