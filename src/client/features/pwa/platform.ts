/** Browser facts the install and reminder controls depend on, as pure functions of what the browser reports. */

export interface DeviceFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

/**
 * iPhone, iPod and iPad. iPadOS Safari reports itself as a Mac ("MacIntel"), but no Mac has a touch
 * screen, so touch points give it away.
 */
export function isIos({ userAgent, platform, maxTouchPoints }: DeviceFacts): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/**
 * The VAPID key as `pushManager.subscribe` wants it. The server sends base64url without padding
 * (RFC 8292), which `atob` only reads as standard base64 with padding.
 */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64url.length % 4)) % 4);
  const base64 = (base64url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type ReminderState = 'checking' | 'unsupported' | 'denied' | 'offline' | 'on' | 'off';

/**
 * What the reminders switch shows. A browser without push, or with notifications blocked, cannot be
 * helped from the page, so those win over everything else; offline the switch keeps showing the
 * device's state but cannot change it (the server must learn of the change).
 */
export function reminderState(input: {
  supported: boolean;
  permission: NotificationPermission;
  subscribed: boolean | null;
  online: boolean;
}): ReminderState {
  if (!input.supported) return 'unsupported';
  if (input.permission === 'denied') return 'denied';
  if (input.subscribed === null) return 'checking';
  if (!input.online) return 'offline';
  return input.subscribed ? 'on' : 'off';
}
