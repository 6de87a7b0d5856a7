import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Closes a panel (menu, drawer) on Escape and, when `inside` is given, on a pointer press outside
 * those elements. Escape hands focus back to `returnFocus`, so keyboard users stay where they were.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  { inside, returnFocus }: { inside?: Array<RefObject<HTMLElement | null>>; returnFocus?: RefObject<HTMLElement | null> } = {},
): void {
  // The latest values, without re-subscribing the listeners on every render.
  const latest = useRef({ close, inside, returnFocus });
  useLayoutEffect(() => {
    latest.current = { close, inside, returnFocus };
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current.close();
      latest.current.returnFocus?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const { inside: elements, close: dismiss } = latest.current;
      if (!elements) return;
      if (!elements.some((ref) => ref.current?.contains(event.target as Node))) dismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
