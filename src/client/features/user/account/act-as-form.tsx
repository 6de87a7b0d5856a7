import { useLingui } from '@lingui/react/macro';
import type { AuthUser } from '../../../../shared/contracts/user';
import { roles, type Role } from '../../../../shared/domain/roles';
import { SelectField } from '../../../ui/field';
import { formValues } from '../../../ui/form';
import { useChangeRole } from '../api';
import { roleLabels } from '../roles';
import { AccountForm } from './account-form';

/** docs/product.md, "Roles and pages": an admin can act as mentor or mentee and back; the server keeps originalRole. */
export function ActAsForm({ user, onClose }: { user: AuthUser; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const change = useChangeRole();
  return (
    <AccountForm
      change={change}
      errorFallback={t`Unable to change role`}
      onSubmit={(data) => change.mutate({ role: formValues(data, ['role']).role as Role })}
      onClose={onClose}
    >
      <SelectField
        label={t`Act as`}
        name="role"
        defaultValue={user.role}
        options={roles.map((value) => ({ value, label: i18n._(roleLabels[value]) }))}
      />
    </AccountForm>
  );
}
