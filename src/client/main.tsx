import { i18n } from '@lingui/core';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { footerLoaded } from './features/shell/app-shell';
import { applyTheme, readDarkMode } from './lib/preferences';
import { startUp } from './start-up';
import './ui/theme.css';
import './features/shell/skeleton.css';

type Started = ReturnType<typeof startUp>;

// Usually settled before the first render, which then must not suspend even for a moment: React keeps
// a fallback it has shown for at least 300 ms.
let firstRenderReady = false;

function RestoredRouter({ router, waitsFor }: { router: Started['router']; waitsFor: Started['firstRenderWaitsFor'] }) {
  if (!firstRenderReady && waitsFor) use(waitsFor);
  return <RouterProvider router={router} />;
}

/** The first render shows the opened page whole; only a page slower than this shows the spinner meanwhile. */
const SPINNER_AFTER_MS = 500;

/**
 * Over a guarded page's app shell (decision 074) the spinner waits longer: the outline in the page's
 * shape already says "loading", and on a slow phone a spinner in its place came before nearly every
 * page, for the moment between the shell and the page (decision 104).
 */
const SPINNER_OVER_SHELL_MS = 2500;

// public/boot.js already did this before the first paint; repeated in case it was blocked.
applyTheme(readDarkMode());

/**
 * Evaluating the modules above and starting the app (router, queries, the first render's wait) are two
 * tasks, not one: on a slow phone each is long, and a tap or a frame waiting since the page appeared
 * would wait for both (decision 121).
 */
setTimeout(startApp);

function startApp() {
  const started = startUp();
  const { router, catalogueLoaded, openedPageLoaded, firstRenderWaitsFor } = started;
  firstRenderReady = !firstRenderWaitsFor;
  void firstRenderWaitsFor?.then(() => (firstRenderReady = true));

  const container = document.getElementById('root')!;
  // Until then a guarded page shows the app shell its HTML came with, a public page itself.
  const spinnerAfterMs = container.querySelector('.skeleton-page') ? SPINNER_OVER_SHELL_MS : SPINNER_AFTER_MS;
  const spinnerDue = catalogueLoaded.then(() => new Promise((resolve) => setTimeout(resolve, spinnerAfterMs)));
  const pageReady = Promise.all([catalogueLoaded, openedPageLoaded]);
  const renderAfresh = () => {
    const root = createRoot(container);
    // As a transition the first render yields to the browser every few milliseconds instead of one long task;
    // over a page the server rendered, it draws the page at once rather than its outline first.
    startTransition(() => root.render(app(started)));
  };
  if (container.dataset.prerendered) {
    // Already on screen: no spinner; React waits for the page's code and words, as hydration needs them,
    // and for the footer's, so that its HTML hydrates with the rest (decision 091).
    void Promise.all([pageReady, firstRenderWaitsFor, footerLoaded.catch(() => {})]).then(() => {
      if (!prerenderedMatches(container, started)) return renderAfresh();
      // The router renders its top without Suspense boundaries on the server; marked as server-rendered,
      // as TanStack's own hydration marks it, it renders the same here (its routes keep theirs).
      router.ssr = { manifest: undefined };
      // As a transition, hydration yields to the browser between components instead of one long task.
      startTransition(() => {
        hydrateRoot(container, app(started));
      });
    });
  } else {
    void Promise.race([pageReady, spinnerDue]).then(renderAfresh);
  }
}

function app({ queryClient, router, firstRenderWaitsFor, serverRendered }: Started) {
  return (
    <App queryClient={queryClient} pageInHtml={serverRendered}>
      <RestoredRouter router={router} waitsFor={firstRenderWaitsFor} />
    </App>
  );
}

/**
 * A public page's HTML holds that page rendered at build time (prerender.tsx), marked with its language
 * and path; a logged-in person's first screens come rendered by the server with their data (decision
 * 118). React takes it over where it is what this render would show; otherwise (German chosen before
 * the server knew it, a redirect, a device whose stored data the page would show instead) it renders
 * afresh over it (decision 075).
 */
function prerenderedMatches(container: HTMLElement, { router, serverRendered, changesQueued }: Started): boolean {
  const location = router.state.location.pathname;
  const rendered = router.state.matches.every((match) => match.status === 'success');
  return container.dataset.prerendered === `${i18n.locale} ${location}` && rendered && (!serverRendered || !changesQueued());
}

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // Registered once the window has loaded, so the worker's precache does not compete with the page's
  // first requests (registering later left someone who went offline at once without a worker).
  void import('./lib/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}
