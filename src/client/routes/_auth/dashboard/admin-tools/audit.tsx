import { isAdmin } from '../../../../../shared/domain/roles';
import { createFileRoute } from '@tanstack/react-router';
import { auditQueryOptions } from '../../../../features/admin/api';
import { AuditPage } from '../../../../features/admin/audit-page';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/audit')({
  loader: ({ context: { user, queryClient } }) => user && isAdmin(user) && queryClient.ensureQueryData(auditQueryOptions(1)),
  component: AuditPage,
});
