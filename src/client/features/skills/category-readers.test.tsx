import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { SearchFilters } from '../search/search-filters';
import { registerSkillsMutations, skillsMutationKeys } from './api';
import { CategorySelect } from './category-select';

/** The server as the readers see it: one category whose title an admin edit changes. */
const server = vi.hoisted(() => ({ title: 'Languages' }));

vi.mock('../../lib/api-client', () => ({
  api: {
    call: (endpoint: string) => {
      if (endpoint.startsWith('PATCH')) {
        server.title = 'Programming languages';
        return Promise.resolve({ message: 'ok' });
      }
      return Promise.resolve(
        endpoint.includes('/skill-category/')
          ? {
              page: 1,
              totalPages: 1,
              categories: [{ _id: 'c1', skillCategoryTitle: server.title, description: '', createdAt: '', updatedAt: '' }],
            }
          : { page: 1, totalPages: 1, skills: [] },
      );
    },
  },
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('skill categories', () => {
  it('are read as one query family: an admin edit refreshes the manager’s picker and the search filter alike', async () => {
    const queryClient = createQueryClient();
    registerSkillsMutations(queryClient);
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <CategorySelect label="Show category" emptyLabel="All categories" value="" onChange={() => undefined} />
            <SearchFilters search={{}} onSearch={() => undefined} />
          </Suspense>
        </QueryClientProvider>
      </I18nProvider>,
    );
    // Read afresh each time: the picker's select mounts again once its categories are there.
    const picker = () => screen.getByRole('combobox', { name: 'Show category' });
    const filter = () => screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(optionTexts(picker())).toContain('Languages'));
    await waitFor(() => expect(optionTexts(filter())).toContain('Languages'));

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: skillsMutationKeys.category.edit })
      .execute({ id: 'c1', body: { skillCategoryTitle: 'Programming languages', description: '' } });

    await waitFor(() => expect(optionTexts(picker())).toContain('Programming languages'));
    expect(optionTexts(filter())).toContain('Programming languages');
    expect(optionTexts(filter())).not.toContain('Languages');
  });
});
