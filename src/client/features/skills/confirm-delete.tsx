import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { plainErrorMessage } from './form-errors';

interface ConfirmDeleteProps {
  /** What is about to go, e.g. the category title; the dialog is open while it is set. */
  name: string | null;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** Every delete asks first (docs/product.md), in the native modal dialog of the design system. */
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

interface DeleteOptions<Item, Variables> {
  variables: (item: Item) => Variables;
  /** The toasts of either answer. */
  deleted: string;
  failure: string;
  onDeleted?: (item: Item) => void;
}

/**
 * A list's delete: the item the dialog asks about (`ask` opens it), and `confirm`, whose answer is told
 * in a toast and closes the dialog.
 */
export function useConfirmedDelete<Item, Variables>(
  remove: { mutate: (variables: Variables, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void },
  { variables, deleted, failure, onDeleted }: DeleteOptions<Item, Variables>,
) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const close = () => setDeleting(null);

  function confirm() {
    if (deleting === null) return;
    const item = deleting;
    remove.mutate(variables(item), {
      onSuccess: () => {
        toast(deleted, { tone: 'success' });
        onDeleted?.(item);
        close();
      },
      onError: (error) => {
        close();
        toast(plainErrorMessage(error, failure) ?? failure, { tone: 'error' });
      },
    });
  }

  return { deleting, ask: setDeleting, close, confirm };
}
