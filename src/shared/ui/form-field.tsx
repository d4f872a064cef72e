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
};

/** A labelled text input. */
export function FormField({
  label,
  value,
  onValueChange,
  errorId,
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
        {...fieldErrorProps(errorId, describedBy)}
      />
    </div>
  );
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
