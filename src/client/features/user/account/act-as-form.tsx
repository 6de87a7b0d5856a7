import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AuthUser } from '../../../../shared/contracts/user';
import { roles, type Role } from '../../../../shared/domain/roles';
import { SelectField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useChangeRole } from '../api';
import { roleLabels } from '../roles';
import * as styles from './account.css';
import { FormButtons } from './form-buttons';

/** DESIGN.md 5: an admin can act as mentor or mentee and back; the server keeps originalRole. */
export function ActAsForm({ user, onClose }: { user: AuthUser; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const change = useChangeRole();
  const [role, setRole] = useState<Role>(user.role);

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ role });
  }

  return (
    <form className={styles.actionForm} onSubmit={submit}>
      <SelectField
        label={t`Act as`}
        name="role"
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        options={roles.map((value) => ({ value, label: i18n._(roleLabels[value]) }))}
      />
      {change.isSuccess ? <FormMessage tone="success">{change.data}</FormMessage> : null}
      {change.isError ? <ErrorMessage error={change.error} fallback={t`Unable to change role`} /> : null}
      <FormButtons busy={change.isPending} onCancel={onClose} />
    </form>
  );
}
