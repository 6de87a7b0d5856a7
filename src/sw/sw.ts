/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { REMINDER_URL, reminderPushPayloadSchema } from '../shared/domain/push';

declare const self: ServiceWorkerGlobalScope;

// The app shell: index.html, the JS/CSS chunks of every route (marketing pages included), icons.
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of earlier builds would otherwise stay in the browser's storage for good.
cleanupOutdatedCaches();

// Every client route opens offline from the precached shell. API calls are never answered from here:
// offline data comes from the persisted query cache, so a stale answer can never pose as a fresh one.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/app\//] }));

self.addEventListener('push', (event) => {
  const parsed = reminderPushPayloadSchema.safeParse(event.data?.json());
  if (!parsed.success) return;
  const reminder = parsed.data;
  // The server sends both languages; the device's language decides (the app's own choice lives in
  // localStorage, which a service worker cannot read).
  const text = self.navigator.language.toLowerCase().startsWith('de') ? reminder.de : reminder;
  event.waitUntil(
    self.registration.showNotification(text.title, {
      body: text.body,
      tag: reminder.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { url: reminder.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? REMINDER_URL, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
