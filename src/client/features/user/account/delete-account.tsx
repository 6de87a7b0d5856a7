import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorMessage } from '../../../ui/form-message';
import { useToast } from '../../../ui/toast';
import { useDeleteAccount } from '../api';
import * as styles from './account.css';

/** Asks first; after a confirmed delete the login is gone, so the visitor lands on the home page. */
export function DeleteAccount({ disabled = false }: { disabled?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const toast = useToast();

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: (message) => {
        setOpen(false);
        toast(message, { tone: 'success' });
        void navigate({ to: '/' });
      },
    });
  }

  return (
    <div className={styles.action}>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={disabled}>
        {t`Delete account`}
      </Button>
      <Dialog
        open={open}
        title={t`Are you sure you want to delete your account?`}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={disabled || remove.isPending}>
              {t`Confirm`}
            </Button>
          </>
        }
      >
        <p>{t`Your profile, skills and availability are removed for good. This cannot be undone.`}</p>
        {remove.isError ? <ErrorMessage error={remove.error} fallback={t`Unable to delete user`} /> : null}
      </Dialog>
    </div>
  );
}
