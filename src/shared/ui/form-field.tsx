import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * What ties a field to the error shown about it: `aria-invalid` and the error's id added to the
 * field's own description ids. Without an error, neither attribute (not `aria-invalid="false"`).
 */
export function fieldErrorProps(
  errorId: string | null | undefined,
  describedBy?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [describedBy, errorId].filter(Boolean).join(' ');
  return { ...(errorId ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The id of the error shown about this field, when there is one (it is read out with the field). */
  readonly errorId?: string | null;
  /** An error to show right under the field (and tie to it), when the field shows its own. */
  readonly error?: FieldError | null;
};

/** A labelled text input. */
export function FormField({
  label,
  value,
  onValueChange,
  errorId,
  error,
  'aria-describedby': describedBy,
  ...input
}: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
        {...fieldErrorProps(error?.id ?? errorId, describedBy)}
      />
      {error ? <FieldErrorMessage error={error} /> : null}
    </div>
  );
}

/**
 * The error about one field, shown beside it (not announced by itself: the field's
 * `aria-describedby` names `id`, so it is read with the field). Renders nothing without a text.
 */
export function FieldErrorMessage({ error }: { error: FieldError | null }) {
  if (!error) return null;
  return (
    <p id={error.id} className="field-error">
      {error.text}
    </p>
  );
}

/** An error about a field: its text, and the id of the element showing it. */
export interface FieldError {
  readonly id: string;
  readonly text: string;
}

/** A message box: an error (announced at once) or a success note. */
export function MessageBox({
  kind,
  children,
  id,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
  id?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={`message-box ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
