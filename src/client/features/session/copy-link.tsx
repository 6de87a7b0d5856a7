import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import * as styles from './sessions.css';

/** Spec section 9: the copy message disappears after 3 seconds. */
export const COPY_MESSAGE_MS = 3000;

/** A join link with its copy button; a missing link says why instead and its copy explains itself. */
export function MeetingLink({ label, url, missingText }: { label: string; url: string | null; missingText: string }) {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function copy() {
    if (!url) {
      setMessage(t`No link available to copy.`);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t`Link copied to clipboard!`);
    } catch {
      setMessage(t`The link could not be copied. Please select and copy it yourself.`);
    }
  }

  return (
    <div className={styles.meeting}>
      <strong>{label}</strong>
      <div className={styles.meetingRow}>
        {url ? (
          <a className={styles.meetingLink} href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        ) : (
          <span className={styles.smallText}>{missingText}</span>
        )}
        <Button variant="secondary" onClick={() => void copy()} aria-label={t`Copy link: ${label}`}>
          {t`Copy`}
        </Button>
      </div>
      <span role="status" className={styles.smallText}>
        {message}
      </span>
    </div>
  );
}
