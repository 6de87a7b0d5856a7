import { useEffect, useRef, useState } from 'react';
import { hourRange, hoursIn } from './hour-range';
import type { SlotSelection } from './slot-time';

const MINUTES_PER_DAY = 24 * 60;
/** The click that ends a drag follows its mouseup at once; anything later is a click of its own. */
const CLICK_AFTER_DRAG_MS = 300;

export interface HourDrag {
  /** Schedule-X's `onMouseDownDateTime`: a press on the week or day grid's empty time. */
  onMouseDownDateTime: (dateTime: Temporal.ZonedDateTime, event: MouseEvent) => void;
  /** True for the click that ends a drag (Schedule-X reports it as `onClickDateTime`), once. */
  endsDrag: () => boolean;
  /** The hours under the pressed pointer, while they are more than one. */
  dragging: SlotSelection | null;
}

const sameRange = (a: SlotSelection | null, b: SlotSelection | null) =>
  a === b || (a !== null && b !== null && a.start.equals(b.start) && a.end.equals(b.end));

/**
 * A press, a move and a release over a day's time grid become a range of whole hours on that day.
 * Schedule-X reports the press with its time; the move is read against the pressed day column, whose
 * height is the day's 24 hours (the calendar's day boundaries are 00:00–24:00). A release within one
 * hour is left to Schedule-X's click, so a single click keeps selecting one hour.
 */
export function useHourDrag(timeZone: string, onRange: (range: SlotSelection) => void): HourDrag {
  const [dragging, setDragging] = useState<SlotSelection | null>(null);
  const latest = useRef({ onRange, dragging });
  latest.current = { onRange, dragging };
  const clickSuppressedUntil = useRef(0);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onMouseDownDateTime = (dateTime: Temporal.ZonedDateTime, event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const column = target?.closest<HTMLElement>('.sx__time-grid-day');
    if (event.button !== 0 || !column || target?.closest('.sx__event')) return;
    stop.current?.();
    const anchor = dateTime.withTimeZone(timeZone);
    let range: SlotSelection | null = null;

    const move = (moved: MouseEvent) => {
      const box = column.getBoundingClientRect();
      const minutes = Math.round(((moved.clientY - box.top) / box.height) * MINUTES_PER_DAY);
      const clamped = Math.min(Math.max(minutes, 0), MINUTES_PER_DAY - 1);
      const current = anchor.withPlainTime({ hour: Math.floor(clamped / 60), minute: clamped % 60 });
      const next = hourRange(anchor, current);
      range = hoursIn(next) > 1 ? next : null;
      if (!sameRange(range, latest.current.dragging)) setDragging(range);
    };
    const end = () => {
      stop.current?.();
      if (!range) return;
      clickSuppressedUntil.current = performance.now() + CLICK_AFTER_DRAG_MS;
      latest.current.onRange(range);
    };
    const cancel = (key: KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      range = null;
      stop.current?.();
    };
    stop.current = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', end);
      window.removeEventListener('keydown', cancel);
      stop.current = null;
      setDragging(null);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', end);
    window.addEventListener('keydown', cancel);
  };

  const endsDrag = () => {
    const suppressed = performance.now() < clickSuppressedUntil.current;
    clickSuppressedUntil.current = 0;
    return suppressed;
  };

  return { onMouseDownDateTime, endsDrag, dragging };
}
