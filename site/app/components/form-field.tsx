import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | null;
  /** Extra ids the input is described by, e.g. a password-policy list. */
  describedBy?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, name, error, describedBy, hint, className, ...input }: FieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  name: string;
  error?: string | null;
}

/** A checkbox with its label beside it and an announced error. */
export function CheckboxField({ label, name, error, ...input }: CheckboxProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message for the whole form (not tied to one field). */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`form-message form-message-${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}
