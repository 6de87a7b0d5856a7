import { useLingui } from '@lingui/react/macro';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';
import { Button } from '../../ui/button';
import * as styles from './sessions.css';

/** Copies a meeting link; its message (copied, or why not) shows beside it for a few seconds. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const { t } = useLingui();
  const { message, copy } = useCopyToClipboard(url, {
    copied: t`Link copied to clipboard!`,
    failed: t`The link could not be copied. Please select and copy it yourself.`,
  });

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
