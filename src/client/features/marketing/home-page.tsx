import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../ui/button';
import { lead } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/page';
import { FeatureGrid } from './feature-grid';
import * as styles from './marketing.css';

// After the first paint: the prerendered page cannot know the catalogue, and its code stays out of the first bundle.
const TopMentors = lazy(() => import('./top-mentors'));

export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Why we?`);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t`Why we?`}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {t`Mentoring that moves your career ahead`}
          </h1>
          <p
            className={lead}
          >{t`A trusted source to find highly-vetted mentors and industry professionals to move your career ahead.`}</p>
          <div className={styles.heroActions}>
            <Link to="/authentication" search={{ mode: 'signup', role: 'mentee' }} className={buttonClass('primary')}>
              {t`Get started`}
            </Link>
            <Link to="/how-it-works" className={buttonClass('secondary')}>
              {t`How it works`}
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="home-reasons">
        <h2 id="home-reasons" className={styles.sectionTitle}>
          {t`Why learners choose us`}
        </h2>
        <FeatureGrid
          features={[
            {
              title: t`Highly-vetted mentors`,
              text: t`Every mentor is an experienced professional who lists the skills they teach and how deep their expertise goes.`,
            },
            {
              title: t`Find the right match`,
              text: t`Search by name, or by skill category, skill and proficiency, and see each mentor's free one-hour slots.`,
            },
            {
              title: t`Meet from anywhere`,
              text: t`Every session comes with its own video-meeting link, so you can join from your laptop or your phone.`,
            },
            {
              title: t`Fair and flexible`,
              text: t`Pay per session or save with a package. Cancel up to 24 hours ahead and rebook for free.`,
            },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="home-top-mentors">
        <h2 id="home-top-mentors" className={styles.sectionTitle}>
          {t`Meet our mentors`}
        </h2>
        <Suspense fallback={<div className={styles.mentorsPlaceholder} />}>
          <TopMentors />
        </Suspense>
      </section>
      <section className={styles.section} aria-labelledby="home-mentors">
        <h2 id="home-mentors">{t`Share what you know`}</h2>
        <p
          className={lead}
        >{t`Mentors publish their availability on a calendar, manage the skills they offer and receive feedback after every session.`}</p>
        <Link to="/authentication" search={{ mode: 'signup', role: 'mentor' }} className={buttonClass('secondary')}>
          {t`Become a mentor`}
        </Link>
      </section>
    </>
  );
}
