import { ApiError } from '../../lib/api-error';
import { useToast } from '../../ui/toast';

/** A failure without field errors (409 duplicate or in use, 403, network) is told in a toast. */
export function plainErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) return error.issues.length > 0 ? null : (error.serverMessage ?? fallback);
  return fallback;
}

/** A skills form's outcome told in a toast; a saved form closes, field errors stay in the form. */
export function useSaveOutcome(failure: string, onClose: () => void) {
  const toast = useToast();
  return {
    saved: (message: string) => () => {
      toast(message, { tone: 'success' });
      onClose();
    },
    onError: (error: unknown) => {
      const message = plainErrorMessage(error, failure);
      if (message) toast(message, { tone: 'error' });
    },
  };
}
