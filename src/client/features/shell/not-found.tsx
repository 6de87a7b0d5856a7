import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/page';

export function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`404 - PAGE NOT FOUND`} intro={t`The page you are looking for does not exist or has moved.`}>
      <Link to="/">{t`Go to the home page`}</Link>
    </Page>
  );
}
