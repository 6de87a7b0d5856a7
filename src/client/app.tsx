import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { PageInHtml } from './lib/page-in-html';
import { FullPageSpinner } from './ui/spinner';
import { ToastProvider } from './ui/toast';

interface AppProps {
  queryClient: QueryClient;
  /** The HTML holds the page rendered by the server with its data (lib/page-in-html.ts). */
  pageInHtml?: boolean;
  children: ReactNode;
}

/**
 * The providers around the router, the same for the browser's render and the build's prerender
 * (prerender.tsx): hydration needs the same tree on both sides.
 */
export function App({ queryClient, pageInHtml = false, children }: AppProps) {
  return (
    <StrictMode>
      <PageInHtml value={pageInHtml}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
            </ToastProvider>
          </QueryClientProvider>
        </I18nProvider>
      </PageInHtml>
    </StrictMode>
  );
}
