import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';
import { FeatureGrid } from './feature-grid';
import * as styles from './marketing.css';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <Page title={t`About us`} intro={t`Our mission: empowering growth through personalized mentorship.`}>
      <p className={styles.prose}>
        {t`We connect people who want to learn with experienced professionals who enjoy passing on what they know. Every session is one focused hour, planned around the goals of the person who booked it.`}
      </p>
      <h2 className={styles.sectionTitle}>{t`What you get`}</h2>
      <FeatureGrid
        features={[
          { title: t`Tailored mentorship`, text: t`Sessions follow your goals, your level and the skill you want to build.` },
          { title: t`Flexible learning`, text: t`Book one-hour slots when they suit you and join from wherever you are.` },
          {
            title: t`Community-driven growth`,
            text: t`Mentors and mentees share feedback, so everyone learns from every session.`,
          },
          { title: t`Continuous improvement`, text: t`Track your progress over time and keep moving your career ahead.` },
        ]}
      />
    </Page>
  );
}
