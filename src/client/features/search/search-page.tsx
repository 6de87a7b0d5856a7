import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useOnline } from '../../lib/use-online';
import { Page } from '../../ui/page';
import { NotAvailableOffline } from '../offline/offline-unavailable';
import { PAGE_WORDS } from '../shell/skeleton-words';
import { useViewerTimeZone } from '../user/time-zone';
import { mentorSearchQueryOptions } from './api';
import { useMenteeBalance } from '../payment/session-price';
import { useChooseSkill } from './choose-skill';
import { MentorCard, MentorCardSkeleton } from './mentor-card';
import { MentorCarousel } from './mentor-carousel';
import { isWithinWeek } from './next-free';
import { skillFilterOf, type SearchParams } from './search-params';
import { SearchFilters } from './search-filters';
import * as mentorStyles from './mentor.css';
import * as styles from './search.css';

interface SearchPageProps {
  search: SearchParams;
  /** Replaces the URL's search: the route owns the URL, the page only says what to look for. */
  onSearch: (search: SearchParams) => void;
}

const SKELETON_CARDS = 6;

/**
 * Spec 'Mentor search': one filter form at the top, then "Available this week" (the spec's carousel)
 * and every result as a list on phones and a grid on wide screens, best first.
 */
export function SearchPage({ search, onSearch }: SearchPageProps) {
  const { t } = useLingui();
  const online = useOnline();
  const results = useQuery(mentorSearchQueryOptions(search));
  // Once for every card: each read subscribes to the user's query.
  const timeZone = useViewerTimeZone();
  const chooseSkill = useChooseSkill();
  const balance = useMenteeBalance();
  const mentors = results.data;
  const availableSoon = mentors?.filter((mentor) => isWithinWeek(mentor.nextAvailable)) ?? [];
  // Offline, a search never made here has no answer to wait for: say so (with the last results) at once.
  if (!online && mentors === undefined) return <NotAvailableOffline />;

  return (
    <Page title={t(PAGE_WORDS.searchHeading)}>
      {search.rebook ? (
        <p className={styles.notice} role="status">
          <Trans>Please select a new slot.</Trans>
        </p>
      ) : null}
      {/* Keyed by the URL's search: back and forward change it under the page, and the fields follow. */}
      <SearchFilters key={JSON.stringify(search)} search={search} onSearch={onSearch} />

      <section aria-labelledby="results-heading" aria-busy={results.isFetching}>
        <h2 id="results-heading" className={styles.visuallyHidden}>
          {t`Results`}
        </h2>
        {/* Inside the results, where the loading cards were: inserted above them, it pushed the results
            down as they arrived (a layout shift on phones). */}
        {availableSoon.length > 0 ? (
          <section className={mentorStyles.strip} aria-labelledby="available-heading">
            <h2 id="available-heading">{t`Available this week`}</h2>
            <MentorCarousel mentors={availableSoon} label={t`Available this week`} timeZone={timeZone} />
          </section>
        ) : null}
        {mentors === undefined ? (
          <ul className={mentorStyles.resultsList} aria-label={t`Loading mentors`}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <MentorCardSkeleton />
              </li>
            ))}
          </ul>
        ) : mentors.length === 0 ? (
          <EmptyResults search={search} onSearch={onSearch} />
        ) : (
          <>
            <p className={mentorStyles.count} role="status">
              <Plural value={mentors.length} one="# mentor found" other="# mentors found" />
            </p>
            <ul className={mentorStyles.resultsList}>
              {mentors.map((mentor) => (
                <li key={mentor.uuid} data-testid="mentor-result">
                  <MentorCard mentor={mentor} timeZone={timeZone} balance={balance} onChooseSkill={chooseSkill} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Page>
  );
}

/** 'No mentors found.', and what to change: the filters that narrow the search, with a way to drop them. */
function EmptyResults({ search, onSearch }: SearchPageProps) {
  const { t } = useLingui();
  const filtered = Boolean(search.q) || skillFilterOf(search) !== null;
  return (
    <div className={mentorStyles.empty} role="status">
      <p className={mentorStyles.emptyTitle}>{t`No mentors found.`}</p>
      {filtered ? (
        <>
          <p>
            <Trans>Try part of the name only, another skill, or any proficiency. Every filter you set must match.</Trans>
          </p>
          <button type="button" className={styles.linkButton} onClick={() => onSearch({ rebook: search.rebook })}>
            <Trans>Clear all filters</Trans>
          </button>
        </>
      ) : (
        <p>
          <Trans>No mentor has joined yet. Please check back soon.</Trans>
        </p>
      )}
    </div>
  );
}
