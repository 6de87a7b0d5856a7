import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../../../shared/domain/roles';

export const roleLabels: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  mentor: msg`Mentor`,
  mentee: msg`Mentee`,
};
