import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MentorListItem } from '../../../shared/contracts/search';
import { useCardsPerView } from './cards-per-view';
import { AvailableCard } from './available-card';
import * as styles from './search.css';

/**
 * The spec's carousel (section 9), now the "Available this week" strip above the results: loops only
 * when there are more mentors than fit in one view; one dot per page. It starts at the first mentor in
 * every layout (the spec's single-card start at index 1 would hide the first one on phones).
 *
 * The browser's own scroll snapping does the sliding (swipe, trackpad, buttons), so opening the search
 * measures nothing: a JavaScript carousel measured every slide while the page first rendered (decision 078).
 */
export function MentorCarousel({ mentors, label, timeZone }: { mentors: MentorListItem[]; label: string; timeZone: string }) {
  const { t } = useLingui();
  const perView = useCardsPerView();
  const pageCount = Math.ceil(mentors.length / perView);
  const canLoop = mentors.length > perView;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);

  /** Where a slide starts in the row: the viewport is the slides' offsetParent, so one property read. */
  const slideStart = useCallback((index: number) => {
    const slide = viewportRef.current?.firstElementChild?.children[index];
    return slide instanceof HTMLElement ? slide.offsetLeft : 0;
  }, []);

  const showPage = useCallback(
    (page: number) => {
      const target = ((page % pageCount) + pageCount) % pageCount;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      viewportRef.current?.scrollTo({ left: slideStart(target * perView), behavior: reduceMotion ? 'auto' : 'smooth' });
      setSelected(target);
    },
    [pageCount, perView, slideStart],
  );

  // The page shown follows the scroll position, however it got there (a swipe, the buttons, a dot).
  const onScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const atEnd = viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 2;
    const pageWidth = slideStart(perView) - slideStart(0);
    setSelected(atEnd ? pageCount - 1 : Math.round(viewport.scrollLeft / (pageWidth || 1)));
  }, [pageCount, perView, slideStart]);

  // New results, or another number of cards per view, start again at the first mentor. Not on the
  // first render: the row starts there, and scrolling would force a layout in the page's first task.
  // Nor when only the cards per view changed at the first page: so it is right after hydrating on a
  // phone or tablet (the server's render assumes three), with the row still at its start.
  const shown = useRef({ mentors, perView });
  useEffect(() => {
    const before = shown.current;
    if (before.mentors === mentors && before.perView === perView) return;
    shown.current = { mentors, perView };
    if (before.mentors === mentors && selected === 0) return;
    viewportRef.current?.scrollTo({ left: 0 });
    setSelected(0);
  }, [mentors, perView, selected]);

  // The cards do not depend on the cards per view: when that changes (hydration on a phone, a turned
  // tablet), only the controls render again.
  const slides = useMemo(
    () =>
      mentors.map((mentor, index) => (
        <li
          key={mentor.uuid}
          className={styles.slide}
          aria-roledescription={t`slide`}
          aria-label={t`${index + 1} of ${mentors.length}`}
          data-testid="mentor-slide"
        >
          <AvailableCard mentor={mentor} timeZone={timeZone} />
        </li>
      )),
    [mentors, timeZone, t],
  );

  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={label}>
      <div className={styles.viewport} ref={viewportRef} onScroll={onScroll}>
        <ul className={styles.container}>{slides}</ul>
      </div>
      {pageCount > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t`Previous mentors`}
            disabled={!canLoop && selected === 0}
            onClick={() => showPage(selected - 1)}
          >
            ‹
          </button>
          <div className={styles.dots}>
            {Array.from({ length: pageCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t`Show page ${index + 1} of ${pageCount}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => showPage(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t`Next mentors`}
            disabled={!canLoop && selected === pageCount - 1}
            onClick={() => showPage(selected + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
