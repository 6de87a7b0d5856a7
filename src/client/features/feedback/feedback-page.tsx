import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';

/** Spec section 2: titled by the viewer's side; the form arrives with the feedback issue. */
export function FeedbackPage() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  return <Page title={user?.role === 'mentor' ? t`Mentor Feedback` : t`Mentee Feedback`} />;
}
