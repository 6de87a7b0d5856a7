import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import * as styles from './toast.css';

/** docs/product.md (Constants): toasts sit top-right and stay 5 s unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

type Tone = keyof typeof styles.toast;
interface ToastItem {
  id: number;
  message: string;
  tone: Tone;
}
type ShowToast = (message: string, options?: { tone?: Tone; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((item) => item.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, { tone = 'info', durationMs = TOAST_DURATION_MS } = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  // The live region stays mounted so screen readers announce toasts added to it.
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={styles.toast[item.tone]}>
          <p className={styles.text}>{item.message}</p>
          <button type="button" className={styles.close} aria-label={t`Dismiss notification`} onClick={() => onDismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
