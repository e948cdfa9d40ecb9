import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { SaveButton, Toolbar, useTranslate, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

export interface FormToolbarProps {
  cancelTo: string;
  /** Save also without changes (a creator prefilled by a clone). */
  allowPristine?: boolean;
  /** Extra reason to keep Save disabled (e.g. not exactly one publication admin). */
  blocked?: boolean;
  /** Runs before saving; call event.preventDefault() to stop (e.g. to open a warning window first). */
  onSave?: SaveButtonProps['onClick'];
  children?: ReactNode;
}

/**
 * When a save ends with fields the server refused, the first of them gets the focus, so a long form
 * scrolls to what needs correcting and a screen reader reads its message.
 */
function useFocusRefusedField(isSubmitting: boolean) {
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting) {
      document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);
}

/** Save (enabled only while the form is valid) and Cancel to `cancelTo`. */
export const FormToolbar = ({ cancelTo, allowPristine, blocked, onSave, children }: FormToolbarProps) => {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  useFocusRefusedField(isSubmitting);
  const disabled = !isValid || isSubmitting || Boolean(blocked);
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton
        disabled={disabled}
        alwaysEnable={allowPristine && !disabled ? true : undefined}
        onClick={onSave}
      />
      <Button component={Link} to={cancelTo}>
        {translate('ra.action.cancel')}
      </Button>
      {children}
    </Toolbar>
  );
};
