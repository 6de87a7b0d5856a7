import { i18n, setupI18n, type Messages } from '@lingui/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import type { PageLocale } from '../shared/pages/built-pages';
import { App } from './app';
import { skeletonHtml, type SkeletonShape } from './features/shell/skeleton-markup';
import { skeletonWords } from './features/shell/skeleton-words';
import { userKeys } from './features/user/current-user';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

/**
 * Built for Node (`vite build --ssr`, before the client build) and run by the client build
 * (vite.config.ts `prerenderPages`): each public page rendered to HTML in each language, so its content
 * shows before, and without, any script; main.tsx hydrates it (decision 075).
 */

/** The pages anyone may open without logging in that show the same to everyone. */
// Not /contact: its form, typed into before the script has taken over the page, would lose what was typed
// or send it as a plain GET; without a script it cannot send at all.
export const PRERENDERED_PATHS = ['/', '/how-it-works', '/pricing', '/about', '/terms', '/why-we'];
export const PRERENDERED_LOCALES: PageLocale[] = ['en', 'de'];

// The public pages' words: the shell's and home page's catalogue and the other public pages' (lib/i18n.ts).
const catalogues: Record<PageLocale, () => Promise<Array<{ messages: Messages }>>> = {
  en: () => Promise.all([import('../../locales/en/site.po'), import('../../locales/en/pages.po')]),
  de: () => Promise.all([import('../../locales/de/site.po'), import('../../locales/de/pages.po')]),
};

/** The markup of #root for `pathname` in `locale`. */
export async function renderPage(pathname: string, locale: PageLocale): Promise<string> {
  const loaded = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)) as Messages });
  const queryClient = createQueryClient();
  // A visitor, without asking a server; the header shows itself as while the check runs anyway (useAuthUser).
  queryClient.setQueryData(userKeys.current(), null);
  const router = createAppRouter(
    { queryClient, offlineSupport: () => Promise.resolve() },
    { history: createMemoryHistory({ initialEntries: [pathname] }), scrollRestoration: false },
  );
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`Prerendering ${pathname}: ${failed.routeId} is ${failed.status}`);
  // Waits for the parts whose code the browser loads after the first paint (the footer), which
  // renderToString would leave out for the browser to render.
  const { prelude } = await prerender(
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  );
  const markup = await new Response(prelude).text();
  // Its queries' garbage-collection timers would otherwise keep the build's process alive for days.
  queryClient.clear();
  return markup;
}

// The app's words, for the dashboard pages' app shell.
const appCatalogues: Record<PageLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
};

/** The markup of #root for a dashboard page's app shell (features/shell/skeleton-markup.ts) in `locale`. */
export async function renderShell(shape: SkeletonShape, locale: PageLocale): Promise<string> {
  const { messages } = await appCatalogues[locale]();
  return skeletonHtml(shape, skeletonWords(setupI18n({ locale, messages: { [locale]: messages } }), shape));
}
