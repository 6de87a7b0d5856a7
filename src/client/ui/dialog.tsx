import { useEffect, useId, useRef, type ReactNode } from 'react';
import { actions as actionsClass, dialog } from './dialog.css';
import { Button } from './button';

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

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The danger button's words; it closes the dialog and then calls `onConfirm`. */
  confirmLabel: ReactNode;
  /** The way back; closes without doing anything, like Escape. */
  keepLabel: ReactNode;
  keepVariant?: 'ghost' | 'secondary';
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** "Are you sure?" before something that cannot be undone: the danger action first, the way back second. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  keepLabel,
  keepVariant = 'ghost',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="danger"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
          <Button variant={keepVariant} onClick={onClose}>
            {keepLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
