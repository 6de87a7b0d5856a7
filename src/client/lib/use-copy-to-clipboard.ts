import { useEffect, useState } from 'react';

/** docs/product.md (Constants): a "copied" message disappears after 3 seconds. */
export const COPY_MESSAGE_MS = 3000;

/**
 * Copies `text` and returns the message to show beside the button (copied, or why not), cleared after
 * COPY_MESSAGE_MS; the caller words both messages.
 */
export function useCopyToClipboard(text: string, messages: { copied: string; failed: string }) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(messages.copied);
    } catch {
      setMessage(messages.failed);
    }
  }

  return { message, copy };
}
