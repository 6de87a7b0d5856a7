import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from './layout.css';
import { fullPage, spinner } from './spinner.css';

/** docs/product.md (Constants): default size 50; the colour (#123abc in light) comes from the theme. */
export function Spinner({ size = 50 }: { size?: number }) {
  const { t } = useLingui();
  return (
    <span role="status">
      <span
        className={spinner}
        style={{ width: size, height: size, borderWidth: Math.max(3, Math.round(size / 10)) }}
        aria-hidden="true"
      />
      <span className={visuallyHidden}>{t`Loading…`}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className={fullPage}>
      <Spinner />
    </div>
  );
}
