import { useLingui } from '@lingui/react/macro';
import type { Session } from '../../../shared/contracts/session';
import { useViewerTimeZone } from '../user/time-zone';
import { formatDate, formatTimeRange, zoneLabel } from './format';
import * as styles from './sessions.css';

/** Spec: a session's name is its first skill's title; its description is the session title. */
export const sessionName = (session: Session) => session.selectedSkill[0]?.protoSkillTitle ?? session.title;

/** The facts every session list shows: id, description, the other person, date and time range. */
export function SessionFacts({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const other = session.myRole === 'mentor' ? session.mentee : session.mentorId;
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{t`Session ID`}</dt>
      <dd className={styles.definition}>{session._id}</dd>
      <dt className={styles.term}>{t`Description`}</dt>
      <dd className={styles.definition}>{session.title}</dd>
      <dt className={styles.term}>{session.myRole === 'mentor' ? t`Mentee` : t`Mentor`}</dt>
      <dd className={styles.definition}>{other?.userName ?? t`Deleted user`}</dd>
      <dt className={styles.term}>{t`Date`}</dt>
      <dd className={styles.definition}>{formatDate(session.start, i18n.locale, timeZone)}</dd>
      <dt className={styles.term}>{t`Time`}</dt>
      <dd className={styles.definition}>{formatTimeRange(session.start, session.end, i18n.locale, timeZone)} ({zoneLabel(timeZone, new Date(session.start))})</dd>
    </dl>
  );
}
