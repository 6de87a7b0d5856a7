import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

interface ConfirmDeleteProps {
  /** What is about to go, e.g. the category title; the dialog is open while it is set. */
  name: string | null;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** Every delete asks first (spec section 2), in the native modal dialog of the design system. */
export function ConfirmDelete({ name, title, busy, onConfirm, onCancel, children }: ConfirmDeleteProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={name !== null}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? t`Deleting…` : t`Delete`}
          </Button>
        </>
      }
    >
      <p>
        <strong>{name}</strong>
      </p>
      {children}
    </Dialog>
  );
}
