import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState, useTransition, type ReactNode } from 'react';
import { PageControls } from './page-controls';
import * as styles from './skills.css';

interface PagedAnswer {
  page: number;
  totalPages: number;
}

interface PagedListProps<Answer extends PagedAnswer, Item, Key extends QueryKey> {
  /** One page of the list; the route's loader has already asked for page 1. */
  query: (page: number) => UseSuspenseQueryOptions<Answer, Error, Answer, Key>;
  items: (answer: Answer) => Item[];
  /** Names the page navigation, since a page may hold more than one list. */
  pagesLabel: string;
  listLabel: string;
  emptyText: string;
  /** A change in flight (e.g. a delete) disables the controls, as loading does. */
  busy?: boolean;
  renderItem: (item: Item, disabled: boolean) => ReactNode;
}

/**
 * A list a page at a time (docs/product.md). Turning the page is a transition: the current page stays
 * on screen, its controls disabled, until the next one has arrived.
 */
export function PagedList<Answer extends PagedAnswer, Item, Key extends QueryKey>(props: PagedListProps<Answer, Item, Key>) {
  const { query, items, pagesLabel, listLabel, emptyText, busy = false, renderItem } = props;
  const [page, setPage] = useState(1);
  const [turning, startTransition] = useTransition();
  const list = useSuspenseQuery(query(page));
  const goTo = (next: number) => startTransition(() => setPage(next));
  const lastPage = Math.max(list.data.totalPages, 1);
  // After a delete empties the last page, step back to the new last page instead of showing nothing.
  useEffect(() => {
    if (page > lastPage) startTransition(() => setPage(lastPage));
  }, [page, lastPage]);
  const disabled = busy || turning || list.isFetching;
  const shown = items(list.data);

  return (
    <>
      <PageControls
        label={pagesLabel}
        page={list.data.page}
        totalPages={list.data.totalPages}
        onPage={goTo}
        disabled={disabled}
      />
      {shown.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={listLabel}>
          {shown.map((item) => renderItem(item, disabled))}
        </ul>
      )}
    </>
  );
}
