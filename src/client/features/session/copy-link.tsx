import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import * as styles from './sessions.css';

/** docs/product.md (Constants): the copy message disappears after 3 seconds. */
export const COPY_MESSAGE_MS = 3000;

/** Copies a meeting link; its message (copied, or why not) shows beside it for a few seconds. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t`Link copied to clipboard!`);
    } catch {
      setMessage(t`The link could not be copied. Please select and copy it yourself.`);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void copy()} aria-label={label}>
        {t`Copy link`}
      </Button>
      <span role="status" className={styles.copyStatus}>
        {message}
      </span>
    </>
  );
}
