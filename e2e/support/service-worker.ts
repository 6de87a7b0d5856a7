import type { BrowserContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';

export interface ServiceWorkerEvents {
  /** A push message, delivered to the worker as the push service would. */
  deliverPush(data: unknown): Promise<void>;
  /** A Periodic Background Sync event, as an installed Chromium fires it. */
  periodicSync(tag: string): Promise<void>;
}

/**
 * Events the browser would bring to the app's service worker, sent over the DevTools protocol: the
 * registration is the one for the app's root scope, reported once `ServiceWorker.enable` is sent.
 */
export async function serviceWorkerEvents(context: BrowserContext, page: Page): Promise<ServiceWorkerEvents> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${E2E_BASE_URL}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return {
    deliverPush: async (data) =>
      void (await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: E2E_BASE_URL,
        registrationId: await registrationId,
        data: JSON.stringify(data),
      })),
    periodicSync: async (tag) =>
      void (await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
        origin: E2E_BASE_URL,
        registrationId: await registrationId,
        tag,
      })),
  };
}

/**
 * Browsers offer no way to click a notification, so the worker gets the event a click (on a button,
 * with `action`) would bring, for the first notification shown. Answers the notification's buttons.
 */
export async function clickNotification(context: BrowserContext, action?: string): Promise<string[] | undefined> {
  const [worker] = context.serviceWorkers();
  return worker!.evaluate(async (action) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    const buttons = (notification as Notification & { actions?: Array<{ action: string; title: string }> }).actions;
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification!, ...(action ? { action } : {}) }));
    return buttons?.map(({ action, title }) => `${action}:${title}`);
  }, action);
}
