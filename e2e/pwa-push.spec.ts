import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { REMINDER_URL, type ReminderPushPayload } from '../src/shared/domain/push';
import { E2E_BASE_URL, FULL_BROWSER_ONLY } from './playwright.config';
import { expect, test } from './support/fixtures';
import { clickNotification, serviceWorkerEvents } from './support/service-worker';
import { signUpViaApi } from './support/users';

// The service worker is under test here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * A stand-in for the browser vendor's push service, the one piece not under test: Chromium subscribes
 * through Google's servers, which this machine cannot reach (subscribe never settles), and incognito
 * profiles refuse push altogether. The subscription it hands out is shaped as a real one (an endpoint
 * plus a P-256 key and a 16-byte secret, which the server validates). It records what the app passed
 * to subscribe() and survives navigations within the tab, as the browser's own would.
 */
async function stubPushService(page: Page, endpoint = `http://127.0.0.1:9/push/${randomUUID()}`) {
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  await page.addInitScript((json) => {
    const STORE = 'e2e-push-subscription';
    const asSubscription = () =>
      sessionStorage.getItem(STORE)
        ? {
            ...json,
            toJSON: () => json,
            unsubscribe: async () => {
              sessionStorage.removeItem(STORE);
              return true;
            },
          }
        : null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof Uint8Array ? Array.from(key) : null;
      sessionStorage.setItem('e2e-push-options', JSON.stringify({ userVisibleOnly: options?.userVisibleOnly, key: bytes }));
      sessionStorage.setItem(STORE, 'subscribed');
      return asSubscription() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return asSubscription() as unknown as PushSubscription | null;
    };
  }, subscription);
  return subscription;
}

async function controlledSettings(page: Page) {
  await page.goto('/dashboard/settings');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled from the reload on: the notification click can only navigate a page its worker controls.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page.getByRole('region', { name: 'This device' });
}

test(
  'reminders: the switch subscribes this device, a push shows a notification, its click opens the sessions, off unsubscribes',
  { tag: FULL_BROWSER_ONLY },
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const subscription = await stubPushService(page);
    await signUpViaApi(page, 'mentee');
    const device = await controlledSettings(page);
    const reminders = device.getByRole('checkbox', { name: 'Session reminders on this device' });
    await expect(reminders).not.toBeChecked();
    await expect(device.getByText('This device gets no session reminders.')).toBeVisible();

    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith('/app/push/subscribe') && response.request().method() === 'POST',
    );
    await reminders.click();
    expect((await subscribed).status()).toBe(201);
    await expect(device.getByRole('status')).toHaveText('Reminders are on for this device.');
    await expect(reminders).toBeChecked();

    // The app asked for a user-visible subscription with the server's VAPID key.
    const { publicKey } = await (await page.request.get('/app/push/public-key')).json();
    const options = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-push-options')))!);
    expect(options).toEqual({ userVisibleOnly: true, key: [...Buffer.from(publicKey, 'base64url')] });
    // The server holds it: sending it again is answered "already known" (200), not "created" (201).
    expect((await page.request.post('/app/push/subscribe', { data: subscription })).status()).toBe(200);

    // A reminder delivered to the service worker as the push service would.
    const worker = await serviceWorkerEvents(context, page);
    const payload: ReminderPushPayload = {
      type: 'session-reminder',
      title: 'Your session starts in 1 hour',
      body: 'TypeScript generics with Mira Mentor. Open your sessions to join.',
      de: { title: 'Ihre Sitzung beginnt in einer Stunde', body: 'TypeScript-Generics mit Mira Mentor.' },
      url: REMINDER_URL,
      bookingId: 'booking-1',
      start: new Date(Date.now() + 3_600_000).toISOString(),
      minutesBefore: 60,
      tag: 'session-booking-1',
    };
    await page.goto('/dashboard');
    await worker.deliverPush(payload);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({ title, body, tag })),
      );
    await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

    await clickNotification(context);
    await expect(page).toHaveURL(`${E2E_BASE_URL}${REMINDER_URL}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming sessions');
    await expect.poll(shown).toEqual([]);

    // The 1-hour reminder's "Join" button opens the meeting (a stand-in page: this machine has no internet).
    const meeting = `https://meet.jit.si/mentoring-${randomUUID()}`;
    await context.route('https://meet.jit.si/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><h1>Meeting</h1>' }),
    );
    await worker.deliverPush({
      ...payload,
      joinUrl: meeting,
      actions: [
        { action: 'join', title: 'Join', de: 'Beitreten', url: meeting },
        { action: 'view', title: 'View', de: 'Ansehen', url: '/session-preview?bookingId=booking-1' },
      ],
    } satisfies ReminderPushPayload);
    await expect.poll(shown).toHaveLength(1);
    const actions = await clickNotification(context, 'join');
    expect(actions).toEqual(['join:Join', 'view:View']);
    await expect(page).toHaveURL(meeting);
    await page.goto('/dashboard');

    // Off: the server forgets it (a second delete finds nothing) and the browser drops it.
    await page.goto('/dashboard/settings');
    await expect(reminders).toBeChecked();
    const unsubscribed = page.waitForResponse(
      (response) => response.url().endsWith('/app/push/subscribe') && response.request().method() === 'DELETE',
    );
    await reminders.click();
    expect((await unsubscribed).status()).toBe(200);
    await expect(device.getByRole('status')).toHaveText('Reminders are off for this device.');
    await expect(reminders).not.toBeChecked();
    expect((await page.request.delete('/app/push/subscribe', { data: { endpoint: subscription.endpoint } })).status()).toBe(404);
  },
);

test(
  'reminders: a dismissed or blocked permission is explained, offline the switch is disabled',
  { tag: FULL_BROWSER_ONLY },
  async ({ page, context, browser }) => {
    await stubPushService(page);
    await signUpViaApi(page, 'mentor');
    const device = await controlledSettings(page);
    const reminders = device.getByRole('checkbox', { name: 'Session reminders on this device' });
    await expect(reminders).toBeEnabled();

    // As if the user blocked notifications in the browser's site settings while the page is open.
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    const browserCdp = await browser.newBrowserCDPSession();
    const setNotifications = (setting: 'denied' | 'prompt') =>
      browserCdp.send('Browser.setPermission', {
        permission: { name: 'notifications' },
        setting,
        origin: E2E_BASE_URL,
        browserContextId: targetInfo.browserContextId,
      });
    await setNotifications('denied');
    await expect(reminders).toBeDisabled();
    await expect(
      device.getByText(/Notifications are blocked for this site\. To get reminders, allow notifications/),
    ).toBeVisible();
    await setNotifications('prompt');
    await expect(reminders).toBeEnabled();
    // Headless Chromium dismisses the permission prompt, as a user closing it would.
    await reminders.click();
    await expect(device.getByRole('alert')).toHaveText(
      'Reminders need permission to show notifications. Try again and choose Allow.',
    );
    await expect(reminders).not.toBeChecked();

    await context.setOffline(true);
    await expect(reminders).toBeDisabled();
    await expect(
      device.getByText('Available online only: reminders can be turned on or off once you are back online.'),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(reminders).toBeEnabled();
  },
);

test(
  'reminders: a subscription the server refuses is shown as its error and dropped again',
  { tag: FULL_BROWSER_ONLY },
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    // Plain http to a public host: no real push service hands out such an endpoint.
    await stubPushService(page, `http://push.example.test/${randomUUID()}`);
    await signUpViaApi(page, 'mentee');
    const device = await controlledSettings(page);
    const reminders = device.getByRole('checkbox', { name: 'Session reminders on this device' });

    const refused = page.waitForResponse((response) => response.url().endsWith('/app/push/subscribe'));
    await reminders.click();
    expect((await refused).status()).toBe(400);
    await expect(device.getByRole('alert')).toContainText('This push endpoint is not accepted');
    await expect(reminders).not.toBeChecked();
    // The browser's subscription was dropped too, so a reload still shows reminders off.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();
  },
);
