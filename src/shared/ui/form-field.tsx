import { type InputHTMLAttributes, useId } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
};

/** A labelled text input. */
export function FormField({ label, value, onValueChange, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
    </div>
  );
}

/** A message box: an error (announced at once) or a success note. */
export function MessageBox({ kind, children }: { kind: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  return (
    <p className={`message-box ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
