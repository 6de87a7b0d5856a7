import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';
import { FeatureGrid } from './feature-grid';

/** The admins' extra header link: the product's value in one place, e.g. for presenting it. */
export function WhyWePage() {
  const { t } = useLingui();
  return (
    <Page title={t`Why Mentor Marketplace works`} intro={t`What the marketplace gives each side, and what keeps it trustworthy.`}>
      <FeatureGrid
        features={[
          {
            title: t`For mentees`,
            text: t`Direct access to vetted professionals, searchable by skill and proficiency, with clear prices and a free rebook after a cancellation.`,
          },
          {
            title: t`For mentors`,
            text: t`A calendar to publish availability, a skill profile built from a shared catalogue, and feedback that builds their reputation.`,
          },
          {
            title: t`For administrators`,
            text: t`One catalogue of skill categories and skills keeps profiles comparable and search results precise.`,
          },
          {
            title: t`Trust built in`,
            text: t`Public reviews, a 24-hour cancellation policy and a unique video-meeting link for every confirmed session.`,
          },
        ]}
      />
    </Page>
  );
}
