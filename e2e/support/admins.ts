/**
 * Admins for e2e tests. Sign-up cannot make admins, and the create-admin CLI cannot open a data dir
 * the running server holds, so serve.ts creates these (as create-admin does) in the freshly wiped dir before the server starts.
 * Two of them: one whose role never changes (navigation checks) and one the "Act as" test switches.
 */
export const E2E_ADMINS = {
  viewer: { email: 'admin-viewer@e2e.test', password: 'admin-viewer-password', name: 'Ada Admin' },
  actor: { email: 'admin-actor@e2e.test', password: 'admin-actor-password', name: 'Arne Admin' },
} as const;
