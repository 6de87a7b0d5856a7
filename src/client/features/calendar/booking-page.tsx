import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';

/** /booking/$id: payment arrives with the booking issue. */
export function BookingPage() {
  const { t } = useLingui();
  return <Page title={t`Payment Details`} />;
}
