import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';

/** Mentor search arrives with the search issue; until then the page only says what it is. */
export function SearchPage() {
  const { t } = useLingui();
  return <Page title={t`Search for a Mentor`} />;
}
