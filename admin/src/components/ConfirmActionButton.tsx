import { useState, type ReactElement } from 'react';
import { IconButton, Button as MuiButton, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

export interface ConfirmActionButtonProps {
  /** i18n key of the button's label (also its accessible name). */
  label: string;
  icon: ReactElement;
  title: string;
  titleArgs?: Record<string, unknown>;
  content: string;
  contentArgs?: Record<string, unknown>;
  onConfirm: () => Promise<unknown>;
  /** Icon-only, for table rows. */
  compact?: boolean;
  disabled?: boolean;
  /** i18n key of the tooltip (why it is disabled); defaults to the label. */
  tooltip?: string;
}

/** A button that asks for confirmation in a window before running an action (block, reset, delete…). */
export const ConfirmActionButton = (props: ConfirmActionButtonProps) => {
  const { label, icon, title, titleArgs, content, contentArgs, onConfirm, compact, disabled } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = translate(label);
  const hint = props.tooltip ? translate(props.tooltip) : text;
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  const openWindow = (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <Tooltip title={hint}>
          <span>
            <IconButton size="small" aria-label={text} onClick={openWindow} disabled={disabled}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Tooltip title={props.tooltip ? hint : ''}>
          <span>
            <MuiButton size="small" startIcon={icon} onClick={openWindow} disabled={disabled}>
              {text}
            </MuiButton>
          </span>
        </Tooltip>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        titleTranslateOptions={titleArgs}
        content={content}
        contentTranslateOptions={contentArgs}
        onConfirm={confirm}
        onClose={(event: React.MouseEvent) => {
          event.stopPropagation();
          setOpen(false);
        }}
      />
    </>
  );
};
