import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button';
import { calendarViews, viewLabels, type CalendarView } from './calendar-views';
import * as styles from './calendar.css';

interface CalendarToolbarProps {
  heading: string;
  view: CalendarView;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
  onView: (view: CalendarView) => void;
}

/** Today, Previous, Next and the view buttons (spec 'Availability calendar'), labelled in the app's language. */
export function CalendarToolbar({ heading, view, onToday, onStep, onView }: CalendarToolbarProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarGroup}>
        <Button variant="secondary" className={styles.toolButton} onClick={onToday}>{t`Today`}</Button>
        <Button variant="secondary" className={styles.toolButton} onClick={() => onStep(-1)}>{t`Previous`}</Button>
        <Button variant="secondary" className={styles.toolButton} onClick={() => onStep(1)}>{t`Next`}</Button>
      </div>
      <h2 className={styles.rangeHeading} aria-live="polite">
        {heading}
      </h2>
      <div className={styles.toolbarGroup} role="group" aria-label={t`Calendar view`}>
        {calendarViews.map((name) => (
          <Button
            key={name}
            className={styles.toolButton}
            variant={name === view ? 'primary' : 'secondary'}
            aria-pressed={name === view}
            onClick={() => onView(name)}
          >
            {i18n._(viewLabels[name])}
          </Button>
        ))}
      </div>
    </div>
  );
}
