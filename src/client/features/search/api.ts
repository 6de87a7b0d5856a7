import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { withEarlyAnswer } from '../../lib/early-answers';
import { allCategoriesQueryOptions } from '../skills/queries';
import type { SearchParams } from './search-params';

export const searchKeys = {
  all: ['search'] as const,
  allResults: ['search', 'results'] as const,
  results: (search: Omit<SearchParams, 'rebook'>) => [...searchKeys.allResults, search] as const,
  profile: (uuid: string) => [...searchKeys.all, 'mentor', uuid] as const,
  reviews: (uuid: string, page: number) => [...searchKeys.all, 'mentor', uuid, 'reviews', page] as const,
};

/** Only chosen values are sent; every given one must match (the server ignores case and accents in names). */
export function toSearchQuery({ q, categoryId, protoSkillId, proficiency }: SearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (q) query.query = q;
  if (categoryId) query.categoryId = categoryId;
  if (protoSkillId) query.protoSkillId = protoSkillId;
  if (proficiency) query.proficiency = proficiency;
  return query;
}

/** The mentors the search in the URL asks for: name, category, skill and proficiency together. */
export function mentorSearchQueryOptions(search: SearchParams) {
  const { q, categoryId, protoSkillId, proficiency } = search;
  return queryOptions({
    queryKey: searchKeys.results({ q, categoryId, protoSkillId, proficiency }),
    queryFn: ({ signal }) => api.call('GET /app/search', { query: toSearchQuery(search), signal }),
  });
}

/** The API path of a search, as public/boot.js writes it when it asks for the opened page's results early. */
export function searchPath(search: SearchParams): string {
  const query = new URLSearchParams(toSearchQuery(search)).toString();
  return query ? `search?${query}` : 'search';
}

/**
 * The search routes' loader: starts the results (the page shows skeleton cards until they come, with
 * boot.js's early answer when it asked for the same search) and the categories, and waits for neither:
 * the form is usable at once.
 */
export function loadSearch(queryClient: QueryClient, search: SearchParams) {
  void queryClient.prefetchQuery(withEarlyAnswer(mentorSearchQueryOptions(search), searchPath(search)));
  void queryClient.prefetchQuery(allCategoriesQueryOptions());
}

export function mentorProfileQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: searchKeys.profile(uuid),
    queryFn: ({ signal }) => api.call('GET /app/search/mentor/:uuid', { params: { uuid }, signal }),
  });
}

export const REVIEWS_PER_PAGE = 5;

export function mentorReviewsQueryOptions(uuid: string, page: number) {
  return queryOptions({
    queryKey: searchKeys.reviews(uuid, page),
    queryFn: ({ signal }) =>
      api.call('GET /app/search/mentor/:uuid/reviews', {
        params: { uuid },
        query: { page, limit: REVIEWS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
