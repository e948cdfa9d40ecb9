import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | null;
  /** Extra ids the input is described by, e.g. a password-policy list. */
  describedBy?: string;
  hint?: ReactNode;
}

const COUNTED_TYPES = new Set(['text', 'search', 'email', 'tel', 'url']);

/** The length a counter starts from: the value given, controlled or not. */
const initialLength = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;

type CountedInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; maxLength: number };

/**
 * An input with a maximum and its counter under it ("12/255", as the back office's inputs
 * show), the counter describing the input. Without JavaScript it shows the length it was served with.
 */
export function CountedInput({ id, maxLength, ...input }: CountedInputProps) {
  const [length, setLength] = useState(() => initialLength(input.value ?? input.defaultValue));
  const counterId = `${id}-counter`;
  const described = [input['aria-describedby'], counterId].filter(Boolean).join(' ');
  return (
    <>
      <input
        id={id}
        maxLength={maxLength}
        {...input}
        aria-describedby={described}
        onInput={(event) => {
          setLength(event.currentTarget.value.length);
          input.onInput?.(event);
        }}
      />
      <p id={counterId} className="field-counter">
        <CharacterCount length={length} max={maxLength} />
      </p>
    </>
  );
}

/** "12/255", read "12 of 255 characters" by screen readers. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className="visually-hidden">{`${length} of ${max} characters`}</span>
    </>
  );
}

/**
 * A labelled input whose error is announced and tied to it with aria-describedby; a text input with a
 * maximum shows its counter (CountedInput).
 */
export function Field({ label, name, error, describedBy, hint, className, ...input }: FieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  const attributes = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    ...input,
  };
  const { maxLength } = input;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {maxLength !== undefined && COUNTED_TYPES.has(input.type ?? 'text') ? (
        <CountedInput {...attributes} maxLength={maxLength} />
      ) : (
        <input {...attributes} />
      )}
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
