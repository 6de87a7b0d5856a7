import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button';
import { visuallyHidden } from '../../ui/layout.css';
import * as styles from './skills.css';

interface PageControlsProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** Names the navigation, since a page may hold more than one list. */
  label: string;
}

/** docs/product.md (Roles and pages): 'page / totalPages' between previous and next. */
export function PageControls({ page, totalPages, onPage, disabled = false, label }: PageControlsProps) {
  const { t } = useLingui();
  const pages = Math.max(totalPages, 1);
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous`}
      </Button>
      <span className={styles.pagerStatus} aria-live="polite">
        <span aria-hidden="true">
          {page} / {pages}
        </span>
        <span className={visuallyHidden}>{t`Page ${page} of ${pages}`}</span>
      </span>
      <Button variant="secondary" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next`}
      </Button>
    </nav>
  );
}
