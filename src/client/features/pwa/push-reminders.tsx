import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { CheckboxField } from '../../ui/field';
import { ErrorMessage, FormMessage } from '../../ui/form-message';
import { isIos, reminderState, type ReminderState } from './platform';
import { currentSubscription, disableReminders, enableReminders, pushSupported, PushSetupError } from './api';
import * as styles from './pwa.css';

const SUPPORTED = pushSupported();

function readPermission(): NotificationPermission {
  return SUPPORTED ? Notification.permission : 'default';
}

/** Follows the permission when the user changes it in the browser's site settings while the page is open. */
function usePermission(): [NotificationPermission, (permission: NotificationPermission) => void] {
  const [permission, setPermission] = useState(readPermission);
  useEffect(() => {
    if (!SUPPORTED || !navigator.permissions) return;
    let status: PermissionStatus | null = null;
    let mounted = true;
    const onChange = () => setPermission(readPermission());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((result) => {
        if (!mounted) return;
        status = result;
        status.addEventListener('change', onChange);
      })
      // A browser that cannot report it: the permission is read afresh on the next visit instead.
      .catch(() => undefined);
    return () => {
      mounted = false;
      status?.removeEventListener('change', onChange);
    };
  }, []);
  return [permission, setPermission];
}

/** The reminders switch: whether this device gets push reminders before confirmed sessions. */
export function PushReminders() {
  const { t } = useLingui();
  const online = useOnline();
  const descriptionId = useId();
  const [permission, setPermission] = usePermission();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ message: string } | { error: unknown } | null>(null);

  useEffect(() => {
    if (!SUPPORTED) return;
    void currentSubscription().then((subscription) => setSubscribed(subscription !== null));
  }, []);

  const state = reminderState({ supported: SUPPORTED, permission, subscribed, online });
  const explanation: Record<ReminderState, string> = {
    checking: t`Checking this device…`,
    unsupported: isIos(navigator)
      ? t`On iPhone and iPad, reminders work only in the installed app (Apple allows notifications for Home Screen apps only): tap Share in Safari, choose Add to Home Screen, open the app from there and turn reminders on.`
      : t`This browser cannot show reminders.`,
    denied: t`Notifications are blocked for this site. To get reminders, allow notifications in your browser's site settings (the icon next to the address), then reload this page.`,
    offline: t`Available online only: reminders can be turned on or off once you are back online.`,
    on: t`This device gets a reminder before each confirmed session.`,
    off: t`This device gets no session reminders.`,
  };

  const change = async (enable: boolean) => {
    setResult(null);
    if (enable) {
      // First, before anything else is awaited: browsers only show the permission prompt during the
      // click's user activation.
      const answer = await Notification.requestPermission();
      setPermission(answer);
      // 'denied' explains itself through the state; a dismissed prompt deserves a word too.
      if (answer === 'default')
        setResult({ error: t`Reminders need permission to show notifications. Try again and choose Allow.` });
      if (answer !== 'granted') return;
    }
    setBusy(true);
    try {
      const message = enable ? await enableReminders() : await disableReminders();
      setSubscribed(enable);
      // Only turning off can end without the server's word (it no longer held the subscription).
      setResult({ message: message ?? t`Reminders are off for this device.` });
    } catch (error) {
      setResult({ error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.subsection}>
      <CheckboxField
        label={t`Session reminders on this device`}
        name="pushReminders"
        // Blocked notifications make a subscription useless, so it does not count as on.
        checked={subscribed === true && state !== 'denied'}
        disabled={busy || !(state === 'on' || state === 'off')}
        aria-describedby={descriptionId}
        onChange={(event) => void change(event.target.checked)}
      />
      <p id={descriptionId} className={styles.explanation}>
        {explanation[state]}
      </p>
      {result && 'message' in result ? <FormMessage tone="success">{result.message}</FormMessage> : null}
      {result && 'error' in result ? <ChangeError error={result.error} /> : null}
    </div>
  );
}

function ChangeError({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (typeof error === 'string') return <FormMessage tone="error">{error}</FormMessage>;
  const detail = error instanceof Error ? error.message : '';
  const fallback =
    error instanceof PushSetupError
      ? t`This browser could not set up reminders: ${detail}`
      : t`Reminders could not be changed. Please try again.`;
  return <ErrorMessage error={error} fallback={fallback} />;
}
