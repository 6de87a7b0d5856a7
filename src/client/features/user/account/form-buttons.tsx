import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import * as styles from './account.css';

export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <div className={styles.formButtons}>
      <Button type="submit" disabled={!online || busy}>
        {busy ? t`Saving…` : t`Save`}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t`Cancel`}
      </Button>
    </div>
  );
}
