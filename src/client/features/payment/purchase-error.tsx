import { useLingui } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useReloadWhenOnline } from '../../lib/use-online';
import { buttonClass } from '../../ui/button';
import { FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { RouteError } from '../../ui/route-error';
import * as styles from './payment.css';

/**
 * The purchase page opened without a network: nothing of it is kept on the device (money is
 * online-only), so it says why rather than "not stored yet", and loads by itself once online.
 */
export function PurchaseError(props: ErrorComponentProps) {
  const { t } = useLingui();
  const { online, waitedForNetwork } = useReloadWhenOnline(props.error);
  if (online && waitedForNetwork) return null;
  if (online) return <RouteError {...props} />;
  return (
    <Page title={t`Buy sessions`}>
      <div className={styles.layout} data-testid="purchase-offline">
        <FormMessage tone="error">{t`You are offline. Buying sessions needs an internet connection.`}</FormMessage>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t`Go to your dashboard`}
        </Link>
      </div>
    </Page>
  );
}
