import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerFeedbackMutationDefaults } from './features/feedback/api';
import { registerSkillsMutations } from './features/skills/api';
import { userKeys } from './features/user/api';
import { activateLocale } from './lib/i18n';
import { applyTheme, readDarkMode, readLocale } from './lib/preferences';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { ToastProvider } from './ui/toast';
import './ui/theme.css';

const queryClient = createQueryClient({
  // A query answered 401: the session ended elsewhere (expiry, logout in another tab); show that.
  // Other queries stay attached to their components (so the failing one can show its error); the
  // next login replaces them anyway.
  onUnauthorized: () => queryClient.setQueryData(userKeys.current(), null),
});
// Mutations that may be queued offline are registered by key, so a restored queue can replay them.
registerSkillsMutations(queryClient);
registerFeedbackMutationDefaults(queryClient);
const router = createAppRouter(queryClient);

// public/boot.js already did this before the first paint; repeated in case it was blocked.
applyTheme(readDarkMode());

// Messages must be loaded before the first render: production builds keep only message ids.
void activateLocale(readLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('./lib/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}
