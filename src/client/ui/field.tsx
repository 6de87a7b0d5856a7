import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as styles from './field.css';

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Label, control, hint and error wired together with ids so screen readers announce all of them. */
function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  children,
}: FieldFrameProps & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ...props
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <input
        id={ids.controlId}
        className={className ?? (props.type === 'file' ? styles.fileControl : styles.control)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...props
}: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <textarea
        id={ids.controlId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  ...props
}: FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[] }) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <select
        id={ids.controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  id,
  ...props
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <label className={styles.checkboxRow} htmlFor={controlId}>
      <input id={controlId} type="checkbox" className={styles.checkbox} {...props} />
      <span>{label}</span>
    </label>
  );
}
