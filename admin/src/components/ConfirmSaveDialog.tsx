import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';

/**
 * A window shown before saving (publication edit warning, deactivated-publications confirmation).
 * Its Confirm button submits the surrounding form, so server field errors still reach the inputs.
 */
export const ConfirmSaveDialog = (props: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = 'confirm-save-title';
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(props.title)}</DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <SaveButton type="button" label="ra.action.confirm" alwaysEnable onClick={() => props.onClose()} />
      </DialogActions>
    </Dialog>
  );
};
