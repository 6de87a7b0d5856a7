import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, readDarkMode } from './lib/preferences';
import { startUp } from './start-up';
import { FullPageSpinner } from './ui/spinner';
import { ToastProvider } from './ui/toast';
import './ui/theme.css';
import './features/shell/skeleton.css';

const { queryClient, router, catalogueLoaded, openedPageLoaded, firstRenderWaitsFor } = startUp();

// Usually settled before the first render, which then must not suspend even for a moment: React keeps
// a fallback it has shown for at least 300 ms.
let firstRenderReady = !firstRenderWaitsFor;
void firstRenderWaitsFor?.then(() => (firstRenderReady = true));

function RestoredRouter() {
  if (!firstRenderReady && firstRenderWaitsFor) use(firstRenderWaitsFor);
  return <RouterProvider router={router} />;
}

/** The first render shows the opened page whole; only a page slower than this shows the spinner meanwhile. */
const SPINNER_AFTER_MS = 500;

// public/boot.js already did this before the first paint; repeated in case it was blocked.
applyTheme(readDarkMode());

// Until then a page behind the login shows the app shell its HTML came with (decision 074).
const spinnerDue = catalogueLoaded.then(() => new Promise((resolve) => setTimeout(resolve, SPINNER_AFTER_MS)));
void Promise.race([Promise.all([catalogueLoaded, openedPageLoaded]), spinnerDue]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <Suspense fallback={<FullPageSpinner />}>
                <RestoredRouter />
              </Suspense>
            </ToastProvider>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // Registered once the window has loaded, so the worker's precache does not compete with the page's
  // first requests (registering later left someone who went offline at once without a worker).
  void import('./lib/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}
