import { useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card';
import { grid } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import * as styles from './marketing.css';

interface Step {
  title: string;
  text: string;
}

function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.featureText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksPage() {
  const { t } = useLingui();
  return (
    <Page
      title={t`How it works`}
      intro={t`One-hour sessions between people who want to grow and people who have done it before.`}
    >
      <div className={grid}>
        <Card title={t`For mentees`}>
          <Steps
            steps={[
              { title: t`Sign up`, text: t`Create a free account as a mentee.` },
              { title: t`Find your mentor`, text: t`Search by name, or by skill category, skill and proficiency.` },
              {
                title: t`Book a slot`,
                text: t`Pick a skill and a free one-hour slot, then pay by card or with a free-session token.`,
              },
              { title: t`Meet and grow`, text: t`Join the video meeting, then leave feedback and track your progress.` },
            ]}
          />
        </Card>
        <Card title={t`For mentors`}>
          <Steps
            steps={[
              { title: t`Sign up`, text: t`Create a free account as a mentor.` },
              { title: t`List your skills`, text: t`Choose skills from our catalogue and set your proficiency for each.` },
              { title: t`Publish availability`, text: t`Add one-hour slots to your calendar whenever you have time.` },
              {
                title: t`Mentor and get feedback`,
                text: t`Meet your mentees by video and exchange feedback after each session.`,
              },
            ]}
          />
        </Card>
      </div>
    </Page>
  );
}
