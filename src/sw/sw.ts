/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { REMINDER_URL, pushNotificationSchema } from '../shared/domain/push';
import { LANGUAGE_COOKIE, pageCandidates, pageLocale, pageRole, ROLE_COOKIE } from '../shared/pages/built-pages';
import { UPCOMING_SYNC_TAG } from '../client/lib/persist-store';
import { refreshUpcomingSessions } from './upcoming-refresh';

declare const self: ServiceWorkerGlobalScope;

// The pages (index.html, the public pages prerendered in each language, the dashboard pages' app shell),
// the JS/CSS chunks of every route, icons.
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of earlier builds would otherwise stay in the browser's storage for good.
cleanupOutdatedCaches();

/** The Cookie Store API (Chromium 87+, in workers too); not yet in TypeScript's webworker library. */
interface CookieStoreScope {
  cookieStore?: { get: (name: string) => Promise<{ value: string } | null> };
}

async function cookie(name: string) {
  return (await (self as CookieStoreScope).cookieStore?.get(name).catch(() => null))?.value;
}

/** The language the page chose (the cookie lib/i18n.ts mirrors it into); English where it cannot be read. */
async function chosenLocale() {
  return pageLocale(await cookie(LANGUAGE_COOKIE));
}

// Every client route opens, offline too, from the precached page the server would send: a public page
// prerendered in the chosen language, a dashboard page's app shell, else index.html (shared/pages). API
// calls are never answered from here: offline data comes from the persisted query cache, so a stale
// answer can never pose as a fresh one.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      const role = pageRole(await cookie(ROLE_COOKIE));
      for (const file of pageCandidates(url.pathname, await chosenLocale(), role)) {
        const page = await matchPrecache(file);
        if (page) return page;
      }
      return fetch(request);
    },
    { denylist: [/^\/app\//] },
  ),
);

/** The Static Routing API (Chromium 123+); not yet in TypeScript's webworker library. */
interface RouterRuleEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }) => Promise<void>;
}

// API calls bypass the worker entirely where the browser can route statically: no worker start-up on
// their path, and they are the page's own requests (its network state and headers), never the
// worker's fallback fetch.
self.addEventListener('install', (event: RouterRuleEvent) => {
  if (!event.addRoutes) return;
  event.waitUntil(
    event.addRoutes({ condition: { urlPattern: { pathname: '/app/*' } }, source: 'network' }).catch(() => undefined),
  );
});

/** What a click on the notification, or on one of its buttons, opens (kept on the notification). */
interface NotificationTargets {
  url: string;
  actions: Record<string, string>;
}

// Any push of ours (reminders, booking notices): the worker only shows it, it does not care what about.
self.addEventListener('push', (event) => {
  const parsed = pushNotificationSchema.safeParse(event.data?.json());
  if (!parsed.success) return;
  const push = parsed.data;
  // The server sends both languages; the device's language decides (the app's own choice lives in
  // localStorage, which a service worker cannot read).
  const german = self.navigator.language.toLowerCase().startsWith('de');
  const text = german ? push.de : push;
  const actions = push.actions ?? [];
  const data: NotificationTargets = {
    url: push.url,
    actions: Object.fromEntries(actions.map((action) => [action.action, action.url])),
  };
  event.waitUntil(
    self.registration.showNotification(text.title, {
      body: text.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data,
      // Buttons where the platform shows them (Chromium on desktop and Android); elsewhere a click
      // on the notification still opens `url`.
      actions: actions.map((action) => ({ action: action.action, title: german ? action.de : action.title })),
    } as NotificationOptions),
  );
});

/** Periodic Background Sync's event; not yet in TypeScript's webworker library. */
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}

// Plain EventTarget typing: the event is not in TypeScript's webworker library yet.
(self as EventTarget).addEventListener('periodicsync', (event) => {
  const sync = event as PeriodicSyncEvent;
  if (sync.tag === UPCOMING_SYNC_TAG) sync.waitUntil(refreshUpcomingSessions().catch(() => undefined));
});

// The page's "Reload" button (workbox-window's messageSkipWaiting) is the only way a new version takes
// over: never skipWaiting on install, or open tabs would run old code against a new worker mid-form.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const targets = event.notification.data as Partial<NotificationTargets> | null;
  // A button's own place ("Join": the meeting), else the notification's.
  const href = (event.action && targets?.actions?.[event.action]) || targets?.url || REMINDER_URL;
  const target = new URL(href, self.location.origin);
  const opening = openOrFocus(target);
  // Only a click the browser dispatched may extend the event (waitUntil throws for a synthetic one, and
  // a synthetic one is the only way a test can "click" a notification); the navigation runs either way.
  if (event.isTrusted) event.waitUntil(opening);
});

/**
 * Brings an open window of the app to `target` (a page of the app, or a meeting elsewhere), or opens
 * one. The app's own window is reused for a meeting too: it is where the person is.
 */
async function openOrFocus(target: URL): Promise<void> {
  // Only windows this worker controls can be navigated; an uncontrolled one gets a new window instead.
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target.href);
    return;
  }
  // Started before focusing: navigating needs no user activation, focusing does, and the place the
  // reminder leads to matters more than which window is in front.
  const navigating = open.navigate(target.href);
  await Promise.all([navigating, open.focus()]);
}
