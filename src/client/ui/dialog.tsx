import { useEffect, useId, useRef, type ReactNode } from 'react';
import { actions as actionsClass, dialog } from './dialog.css';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions: ReactNode;
}

/**
 * The native modal <dialog>: the browser traps focus, closes on Escape and restores focus, so we only
 * mirror `open` into showModal()/close().
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={ref} className={dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className={actionsClass}>{actions}</div>
    </dialog>
  );
}
