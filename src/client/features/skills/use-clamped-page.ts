import { useEffect } from 'react';

/** After a delete empties the last page, step back to the new last page instead of showing nothing. */
export function useClampedPage(page: number, totalPages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(totalPages, 1)) setPage(Math.max(totalPages, 1));
  }, [page, totalPages, setPage]);
}
