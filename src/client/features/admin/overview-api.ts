import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const overviewKeys = {
  all: ['admin', 'overview'] as const,
  weeks: (weeks: number) => [...overviewKeys.all, weeks] as const,
};

/** The business week by week (`GET /app/admin/overview`); fresh for a minute, the figures move slowly. */
export const overviewQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: overviewKeys.weeks(weeks),
    queryFn: () => api.call('GET /app/admin/overview', { query: { weeks } }),
    staleTime: 60_000,
  });
