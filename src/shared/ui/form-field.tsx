import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The id of the error shown about this field, when there is one (it is read out with the field). */
  readonly errorId?: string | null;
};

/** A labelled text input. */
export function FormField({ label, value, onValueChange, errorId, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        {...input}
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
