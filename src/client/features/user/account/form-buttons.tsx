import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import * as styles from './account.css';

export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.formButtons}>
      <Button type="submit" disabled={busy}>
        {busy ? t`Saving…` : t`Save`}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t`Cancel`}
      </Button>
    </div>
  );
}
