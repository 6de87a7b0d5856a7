import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { mentorListSchema } from '../../../shared/contracts/search';
import type { MentorsByUuidRequest } from '../../../shared/contracts/search';
import { allCategoriesQueryOptions } from '../skills/api';
import { skillFilterOf, type SearchParams, type SkillFilter } from './search-params';

export const searchKeys = {
  all: ['search'] as const,
  byName: (text: string) => [...searchKeys.all, 'name', text] as const,
  byFilter: (filter: SkillFilter) => [...searchKeys.all, 'filter', filter] as const,
};

/** Spec section 5: only chosen filters are sent, proficiency in lower case. */
export function toFilterRequest(filter: SkillFilter): MentorsByUuidRequest {
  const request: MentorsByUuidRequest = {};
  if (filter.categoryId) request.categoryId = filter.categoryId;
  if (filter.protoSkillId) request.protoSkillId = filter.protoSkillId;
  if (filter.proficiency) request.proficiency = filter.proficiency.toLowerCase();
  return request;
}

/**
 * The mentors the search in the URL asks for: by skill when a filter is chosen, else those whose name
 * contains the text (the server ignores case and accents); no text lists all mentors.
 */
export function mentorSearchQueryOptions(search: SearchParams) {
  const filter = skillFilterOf(search);
  const text = search.q ?? '';
  return queryOptions({
    queryKey: filter ? searchKeys.byFilter(filter) : searchKeys.byName(text),
    queryFn: ({ signal }) =>
      filter
        ? api.post('search/mentor/by-uuid', mentorListSchema, toFilterRequest(filter))
        : api.get('search', mentorListSchema, { searchParams: text ? { query: text } : {}, signal }),
  });
}

/** The search routes' loader: the results and the categories the skill filter offers. */
export function loadSearch(queryClient: QueryClient, search: SearchParams) {
  return Promise.all([
    queryClient.ensureQueryData(mentorSearchQueryOptions(search)),
    queryClient.ensureQueryData(allCategoriesQueryOptions()),
  ]);
}
