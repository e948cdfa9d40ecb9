import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay } from '@notices/common';
import type { AmendLine } from './amendPlan';
import { useEditor } from './EditorContext';
import { editCreatesVersion } from './transform';

/** Opening the editor on a P or C notice: saving makes a new version, and the attachments are cleared. */
export const NewVersionWarning = () => {
  const translate = useTranslate();
  const { notice } = useEditor();
  const [open, setOpen] = useState(() => editCreatesVersion(notice));
  const titleId = 'new-version-warning-title';
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('admin.pages.notices.newVersion.warningTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('admin.pages.notices.newVersion.warning')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setOpen(false)} autoFocus>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export interface NewVersionConfirmProps {
  open: boolean;
  /** The version the save creates. */
  version: number;
  plan: AmendLine[];
  /** Days already published: they stay with the archived version. */
  published: string[];
  /** The clerk may publish in the notice's publication: the new version can keep the run. */
  mayPublish: boolean;
  /** Publish was clicked: the new version is published, there is no draft choice. */
  publishing: boolean;
  onConfirm: (keepRun: boolean) => void;
  onClose: () => void;
}

const N = 'admin.pages.notices.newVersion';

/**
 * Before saving, exactly when `editNeedsNewVersion` says so: what happens to each date, and whether the
 * run goes on. A clerk who may publish keeps the run in one action (or saves a draft, knowing the run
 * stops); one who may not is told the run stops until someone publishes the new version.
 */
export const NewVersionConfirm = (props: NewVersionConfirmProps) => {
  const translate = useTranslate();
  const titleId = 'new-version-confirm-title';
  const { version, mayPublish } = props;
  const fateText = (line: AmendLine) =>
    translate(`${N}.fates.${line.fate}`, {
      date: formatDay(line.date),
      was: line.was ? formatDay(line.was) : '',
      version,
    });
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${N}.confirmTitle`, { version })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${N}.confirm`, { version, previous: version - 1 })}</DialogContentText>
        {props.published.length > 0 && (
          <DialogContentText sx={{ mt: 1 }}>
            {translate(`${N}.publishedStay`, {
              dates: props.published.map(formatDay).join(', '),
              previous: version - 1,
            })}
          </DialogContentText>
        )}
        {props.plan.length > 0 && (
          <List dense aria-label={translate(`${N}.datesLabel`)}>
            {props.plan.map((line) => (
              <ListItem key={`${line.fate}-${line.date}`} disableGutters>
                <ListItemText primary={fateText(line)} />
              </ListItem>
            ))}
          </List>
        )}
        <DialogContentText sx={{ mt: 1 }}>
          {translate(mayPublish ? `${N}.keepRunInfo` : `${N}.runStops`, { version })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        {(!mayPublish || !props.publishing) && (
          <Button variant={mayPublish ? 'outlined' : 'contained'} onClick={() => props.onConfirm(false)}>
            {translate(mayPublish ? `${N}.saveDraft` : `${N}.create`, { version })}
          </Button>
        )}
        {mayPublish && (
          <Button variant="contained" onClick={() => props.onConfirm(true)} autoFocus>
            {translate(`${N}.keepRun`, { version })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
