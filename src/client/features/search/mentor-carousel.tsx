import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import type { MentorListItem } from '../../../shared/contracts/search';
import { useCardsPerView } from './cards-per-view';
import { AvailableCard } from './available-card';
import * as styles from './search.css';

/**
 * The spec's carousel (section 9), now the "Available this week" strip above the results: loops only
 * when there are more mentors than fit in one view; one dot per page. It starts at the first mentor in
 * every layout (the spec's single-card start at index 1 would hide the first one on phones).
 */
export function MentorCarousel({ mentors, label }: { mentors: MentorListItem[]; label: string }) {
  const { t } = useLingui();
  const perView = useCardsPerView();
  const canLoop = mentors.length > perView;
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: canLoop, align: 'start', slidesToScroll: 'auto', duration: 25 });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  const sync = useCallback(() => {
    if (!emblaApi) return;
    setSnaps(emblaApi.scrollSnapList());
    setSelected(emblaApi.selectedScrollSnap());
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    sync();
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi, sync]);

  // New results start again at the first mentor.
  useEffect(() => {
    emblaApi?.scrollTo(0, true);
  }, [emblaApi, mentors]);

  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={label}>
      <div className={styles.viewport} ref={emblaRef}>
        <ul className={styles.container}>
          {mentors.map((mentor, index) => (
            <li
              key={mentor.uuid}
              className={styles.slide}
              aria-roledescription={t`slide`}
              aria-label={t`${index + 1} of ${mentors.length}`}
              data-testid="mentor-slide"
            >
              <AvailableCard mentor={mentor} />
            </li>
          ))}
        </ul>
      </div>
      {snaps.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t`Previous mentors`}
            disabled={!canLoop && selected === 0}
            onClick={() => emblaApi?.scrollPrev()}
          >
            ‹
          </button>
          <div className={styles.dots}>
            {snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t`Show page ${index + 1} of ${snaps.length}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => emblaApi?.scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t`Next mentors`}
            disabled={!canLoop && selected === snaps.length - 1}
            onClick={() => emblaApi?.scrollNext()}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
