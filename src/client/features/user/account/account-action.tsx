import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import * as styles from './account.css';

/**
 * One account action: a button that reveals its form and hides it again (the spec's original could
 * not collapse it). The form gets `close` for its own Cancel button; closing discards its state.
 */
export function AccountAction({
  label,
  disabled = false,
  children,
}: {
  label: string;
  /** Offline: account changes need the server, so the form does not open. */
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.action}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        disabled={disabled && !open}
      >
        {label}
      </Button>
      {open ? (
        <div id={panelId} className={styles.actionPanel}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
