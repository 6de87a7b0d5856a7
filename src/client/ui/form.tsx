import { Button } from './button';
import { row } from './layout.css';

/**
 * The named fields of a submitted form as strings, read the way TanStack's kitchen-sink example reads
 * its forms (`new FormData(event.currentTarget)`), so a form keeps no state for what the browser holds.
 * A missing field, or a file, reads as ''.
 */
export function formValues<const K extends string>(data: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

interface FormActionsProps {
  label: string;
  /** The label while the form is being sent, if it says more than the button's own. */
  busyLabel?: string;
  busy: boolean;
  /** Besides busy: e.g. offline, when the form needs the server. */
  disabled?: boolean;
  /** Full width, for the narrow authentication card. */
  block?: boolean;
  /** A form inside a panel closes it with a second button. */
  cancel?: { label: string; onClick: () => void };
}

/** The end of every form: its submit button and, for a form in a panel, the button that closes it. */
export function FormActions({ label, busyLabel, busy, disabled = false, block = false, cancel }: FormActionsProps) {
  const submit = (
    <Button type="submit" block={block} disabled={disabled || busy}>
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
  if (block && !cancel) return submit;
  return (
    <div className={row}>
      {submit}
      {cancel ? (
        <Button variant="ghost" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      ) : null}
    </div>
  );
}
