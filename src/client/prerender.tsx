import { i18n, setupI18n, type Messages } from '@lingui/core';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import type { PageLocale } from '../shared/pages/built-pages';
import { App } from './app';
import { skeletonHtml, type SkeletonShape } from './features/shell/skeleton-markup';
import { skeletonWords } from './features/shell/skeleton-words';
import { userKeys } from './features/user/current-user';
import { takeBrowserTimeZone } from './features/user/time-zone';
import { answerRequestsWith, api } from './lib/api-client';
import { takeBrowserLanguages } from './lib/date-format';
import { createQueryClient } from './lib/query-client';
import { createAppRouter, type AppRouter } from './router';

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

/** The app's router at `url` outside the browser, its guards and loaders done; a page that failed to load throws. */
async function loadedRouter(queryClient: QueryClient, url: string): Promise<AppRouter> {
  const router = createAppRouter(
    { queryClient, offlineSupport: () => Promise.resolve() },
    { history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false },
  );
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`Rendering ${url}: ${failed.routeId} is ${failed.status}`, { cause: failed.error });
  return router;
}

/** The markup of #root for `pathname` in `locale`. */
export async function renderPage(pathname: string, locale: PageLocale): Promise<string> {
  const loaded = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)) as Messages });
  const queryClient = createQueryClient();
  // A visitor, without asking a server; the header shows itself as while the check runs anyway (useAuthUser).
  queryClient.setQueryData(userKeys.current(), null);
  const router = await loadedRouter(queryClient, pathname);
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

/**
 * The logged-in pages the server renders with their data (decision 118): the first screens a person
 * opens, whose content on a slow phone otherwise waits for every script. Others get their app shell.
 */
export const SERVER_RENDERED_PATHS = ['/dashboard', '/dashboard/session', '/dashboard/search'];

export interface UserPageRequest {
  /** Path and query, e.g. `/dashboard/search?q=ada`. */
  url: string;
  locale: PageLocale;
  /** The browser's zone, as it reported it (the page's dates are shown in it until the profile's is read). */
  timeZone: string;
  /** The browser's languages, as Accept-Language lists them (English dates follow the browser's English). */
  languages: string[];
  /** Answers the page's API requests in-process, as the logged-in person's own. */
  answer: (request: Request) => Promise<Response>;
}

export interface RenderedUserPage {
  /** The markup of #root. */
  markup: string;
  /** The queries the page rendered with, for the browser to start from (main.tsx hydrates over the markup). */
  state: DehydratedState;
}

// The catalogues, the API handler and the browser's zone are this module's for the length of a render.
let turn: Promise<unknown> = Promise.resolve();
let waitingTurns = 0;
/** More renders waiting than this: the server is busy, and the page goes out as its app shell. */
const MAX_WAITING_RENDERS = 4;

/**
 * A logged-in page as the browser would first render it for this person, or null for nobody logged in
 * (or a server too busy to render it now). Renders take turns, each to its end (the app's requests time
 * out): the active language, the zone and who answers requests are one render's at a time.
 */
export function renderUserPage(request: UserPageRequest): Promise<RenderedUserPage | null> {
  if (waitingTurns >= MAX_WAITING_RENDERS) return Promise.resolve(null);
  waitingTurns++;
  const rendered = turn.then(() => {
    waitingTurns--;
    return renderInTurn(request);
  });
  turn = rendered.catch(() => undefined);
  return rendered;
}

let allMessages: Promise<void> | undefined;

/** What every render needs, loaded ahead of the first (the server calls it when it starts). */
export function prepareRenderer(): Promise<void> {
  return loadAllMessages();
}

/** Every catalogue of both languages, once: a render then only switches the active language. */
function loadAllMessages() {
  allMessages ??= Promise.all(
    PRERENDERED_LOCALES.map(async (locale) => {
      const [site, app] = await Promise.all([catalogues[locale](), appCatalogues[locale]()]);
      return [locale, Object.assign({}, ...site.map((catalogue) => catalogue.messages), app.messages) as Messages] as const;
    }),
  ).then((entries) => {
    for (const [locale, messages] of entries) i18n.load(locale, messages);
  });
  return allMessages;
}

async function renderInTurn({ url, locale, timeZone, languages, answer }: UserPageRequest): Promise<RenderedUserPage | null> {
  await loadAllMessages();
  i18n.activate(locale);
  takeBrowserTimeZone(timeZone);
  takeBrowserLanguages(languages);
  answerRequestsWith(answer);
  const queryClient = createQueryClient();
  try {
    const user = await api.call('GET /app/user/auth').catch(() => null);
    if (!user) return null;
    queryClient.setQueryData(userKeys.current(), user);
    const router = await loadedRouter(queryClient, url);
    // Loaders that start a query without waiting for it (the search's results and categories).
    await Promise.all(
      queryClient
        .getQueryCache()
        .findAll({ fetchStatus: 'fetching' })
        .map((query) => query.fetch()),
    );
    let markup = await renderMarkup(queryClient, router, url);
    // Parts of the page that read a query of their own (the dashboard's statistics, the prices) showed it
    // loading: asked for now, the page is rendered again with them, as the browser would show it a moment
    // later. One that fails stays loading, as in the browser's first render.
    const waiting = queryClient.getQueryCache().findAll({
      fetchStatus: 'idle',
      predicate: (query) => query.state.status === 'pending' && typeof query.options.queryFn === 'function',
    });
    if (waiting.length) {
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      markup = await renderMarkup(queryClient, router, url);
    }
    return { markup, state: dehydrate(queryClient) };
  } finally {
    answerRequestsWith(null);
    queryClient.clear();
  }
}

async function renderMarkup(queryClient: QueryClient, router: AppRouter, url: string): Promise<string> {
  // A part that fails here would be left for the browser to render, a page with a hole: not sent.
  let renderError: unknown;
  const { prelude } = await prerender(
    <App queryClient={queryClient} pageInHtml>
      <RouterProvider router={router} />
    </App>,
    {
      // Every boundary in place: React otherwise moves large ones to the end with an inline script to
      // reveal them, which the Content Security Policy forbids (and nothing streams here anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error, info) => void (renderError ??= Object.assign(error as Error, { componentStack: info.componentStack })),
    },
  );
  if (renderError) throw new Error(`Rendering ${url} failed`, { cause: renderError });
  return new Response(prelude).text();
}
