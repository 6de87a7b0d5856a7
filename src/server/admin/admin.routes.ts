import { Hono } from 'hono';
import {
  adminAuditQuerySchema,
  adminMentorsQuerySchema,
  adminReportsQuerySchema,
  adminUsersQuerySchema,
  adminUuidParamSchema,
  feedbackIdParamSchema,
  reasonRequestSchema,
  type AdminActionResponse,
} from '../../shared/contracts/admin';
import { listReports, setReviewHidden } from '../feedback/reports.service';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { adminMessages } from './admin.messages';
import * as adminService from './admin.service';

/** The admin console's API: vetting, users, reported reviews and the audit log of all of it. Admins only. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/mentors', validate('query', adminMentorsQuerySchema), async (c) => {
    const { status, page } = c.req.valid('query');
    return c.json(await adminService.listMentors(c.get('deps'), status, page));
  })
  .post('/mentors/:uuid/approve', validate('param', adminUuidParamSchema), async (c) => {
    const row = await adminService.decideMentor(c.get('deps'), currentUser(c), c.req.valid('param').uuid, { status: 'approved' });
    const body: AdminActionResponse = {
      message: localize(adminMessages.approved, c.get('lang'), { name: row.userName }),
      user: adminService.toAdminUser(row),
    };
    return c.json(body);
  })
  .post('/mentors/:uuid/reject', validate('param', adminUuidParamSchema), validate('json', reasonRequestSchema), async (c) => {
    const row = await adminService.decideMentor(c.get('deps'), currentUser(c), c.req.valid('param').uuid, {
      status: 'rejected',
      reason: c.req.valid('json').reason,
    });
    const body: AdminActionResponse = {
      message: localize(adminMessages.rejected, c.get('lang'), { name: row.userName }),
      user: adminService.toAdminUser(row),
    };
    return c.json(body);
  })
  .get('/users', validate('query', adminUsersQuerySchema), async (c) => {
    return c.json(await adminService.listUsers(c.get('deps'), c.req.valid('query')));
  })
  .post('/users/:uuid/suspend', validate('param', adminUuidParamSchema), validate('json', reasonRequestSchema), async (c) => {
    const row = await adminService.suspendUser(c.get('deps'), currentUser(c), c.req.valid('param').uuid, c.req.valid('json').reason);
    const body: AdminActionResponse = {
      message: localize(adminMessages.suspended, c.get('lang'), { name: row.userName }),
      user: adminService.toAdminUser(row),
    };
    return c.json(body);
  })
  .post('/users/:uuid/unsuspend', validate('param', adminUuidParamSchema), async (c) => {
    const row = await adminService.unsuspendUser(c.get('deps'), currentUser(c), c.req.valid('param').uuid);
    const body: AdminActionResponse = {
      message: localize(adminMessages.unsuspended, c.get('lang'), { name: row.userName }),
      user: adminService.toAdminUser(row),
    };
    return c.json(body);
  })
  .get('/reports', validate('query', adminReportsQuerySchema), async (c) => {
    return c.json(await listReports(c.get('deps'), c.req.valid('query').page));
  })
  .post('/feedback/:id/hide', validate('param', feedbackIdParamSchema), async (c) => {
    await setReviewHidden(c.get('deps'), currentUser(c), c.req.valid('param').id, true);
    return c.json({ message: localize(adminMessages.hidden, c.get('lang')) } satisfies AdminActionResponse);
  })
  .post('/feedback/:id/unhide', validate('param', feedbackIdParamSchema), async (c) => {
    await setReviewHidden(c.get('deps'), currentUser(c), c.req.valid('param').id, false);
    return c.json({ message: localize(adminMessages.unhidden, c.get('lang')) } satisfies AdminActionResponse);
  })
  .get('/audit', validate('query', adminAuditQuerySchema), async (c) => {
    return c.json(await adminService.getAudit(c.get('deps'), c.req.valid('query').page));
  });
