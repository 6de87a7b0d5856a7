import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';
import * as styles from './marketing.css';

export function TermsPage() {
  const { t } = useLingui();
  const sections = [
    {
      title: t`1. The service`,
      text: t`Mentor Marketplace connects mentees with independent mentors for one-hour online sessions. Mentors decide when they are available and which skills they offer.`,
    },
    {
      title: t`2. Bookings`,
      text: t`A booking is confirmed once it is paid or a free-session token is used. An unpaid booking holds the slot for a short time only.`,
    },
    {
      title: t`3. Cancellation policy`,
      text: t`Sessions can be canceled or rescheduled only with at least 24 hours' notice before the start. Later cancellations are not possible.`,
    },
    {
      title: t`4. Payments`,
      text: t`All payments are non-refundable. If a mentor cancels, the mentee receives a credit for a free session. If a mentee cancels in time, there is no refund, but the session can be rebooked for free.`,
    },
    {
      title: t`5. Conduct`,
      text: t`Treat each other with respect, join on time and keep what you learn about each other confidential. We may close accounts that break these rules.`,
    },
    {
      title: t`6. Your data`,
      text: t`We store your profile, bookings and feedback to run the service. You can change your details or delete your account at any time in the settings.`,
    },
  ];
  return (
    <Page title={t`Terms and conditions`} intro={t`Please read these terms before you book or offer a session.`}>
      <div className={styles.prose}>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}
