import type { PushSubscribeRequest } from '../../../shared/contracts/push';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { urlBase64ToUint8Array } from './platform';

/** Push needs a service worker, the Push API and notifications; development builds register no worker. */
export function pushSupported(): boolean {
  return (
    import.meta.env.PROD &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** The browser refused (no push service, blocked); not an ApiError, so the UI can say whose fault it is. */
export class PushSetupError extends Error {}

/**
 * Turns reminders on for this device. The caller has already been granted notification permission
 * (that request must come straight from the user's click). A subscription the server refuses is
 * dropped again, so the device never believes it gets reminders the server does not know of.
 */
export async function enableReminders(): Promise<string> {
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.call('GET /app/push/public-key');
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(publicKey),
    });
  } catch (error) {
    throw new PushSetupError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  try {
    const { message } = await api.call('POST /app/push/subscribe', { body: subscription.toJSON() as PushSubscribeRequest });
    return message;
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
}

/**
 * Turns reminders off: the server forgets the endpoint first, so a failure leaves both sides as they were.
 * Answers the server's message, or null when the server did not hold this subscription.
 */
export async function disableReminders(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  let message: string | null = null;
  try {
    ({ message } = await api.call('DELETE /app/push/subscribe', { body: { endpoint: subscription.endpoint } }));
  } catch (error) {
    // 404: the server does not hold it for this user (another account subscribed this browser). Dropping
    // it in the browser still ends reminders here: the push service then answers 410 and the server
    // deletes the stale subscription itself.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
  return message;
}
