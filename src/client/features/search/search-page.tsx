import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { section } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { mentorSearchQueryOptions } from './api';
import { MentorCarousel } from './mentor-carousel';
import { skillFilterOf, type SearchParams, type SkillFilter } from './search-params';
import { SkillFilterForm } from './skill-filter-form';
import * as styles from './search.css';

interface SearchPageProps {
  search: SearchParams;
  /** Replaces the URL's search: the route owns the URL, the page only says what to look for. */
  onSearch: (search: SearchParams) => void;
}

/**
 * Spec 'Mentor search': by name (search bar) or by skill (the 'or Skill' form); the two are
 * alternatives, so starting one clears the other. Without either, all mentors are listed.
 */
export function SearchPage({ search, onSearch }: SearchPageProps) {
  const { t } = useLingui();
  const filter = skillFilterOf(search);
  const text = search.q ?? '';
  const results = useSuspenseQuery(mentorSearchQueryOptions(search));
  const [draft, setDraft] = useState(text);
  // Back and forward change the URL under the page; the field follows.
  useEffect(() => setDraft(text), [text]);

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    onSearch({ ...(q ? { q } : {}), rebook: search.rebook });
  };
  const submitFilter = (next: SkillFilter) => onSearch({ ...next, rebook: search.rebook });

  return (
    <Page title={t`Search for a Mentor`}>
      {search.rebook ? (
        <p className={styles.notice} role="status">
          <Trans>Please select a new slot.</Trans>
        </p>
      ) : null}
      <form className={styles.searchBar} role="search" onSubmit={submitName}>
        <div className={styles.searchInput}>
          <TextField
            label={t`Mentor name`}
            type="search"
            name="q"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{t`Search`}</Button>
      </form>

      <div className={styles.results} aria-busy={results.isFetching}>
        {results.data.length === 0 ? (
          <p role="status">{t`No mentors found.`}</p>
        ) : (
          <MentorCarousel mentors={results.data} />
        )}
      </div>

      <section className={section} aria-labelledby="skill-search-heading">
        <h2 id="skill-search-heading">{t`or Skill`}</h2>
        <SkillFilterForm key={JSON.stringify(filter)} initial={filter} onSearch={submitFilter} />
      </section>
    </Page>
  );
}
