import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEditor } from './EditorContext';
import { editCreatesVersion } from './transform';

/** Opening the editor on a P or C notice: saving makes a new version, and the attachments are cleared (§4). */
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

/** Before saving, exactly when `editNeedsNewVersion` says so: confirm the new version. */
export const NewVersionConfirm = (props: { open: boolean; onConfirm: () => void; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = 'new-version-confirm-title';
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('admin.pages.notices.newVersion.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('admin.pages.notices.newVersion.confirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={props.onConfirm}>
          {translate('admin.pages.notices.newVersion.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
