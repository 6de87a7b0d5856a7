import { useLingui } from '@lingui/react/macro';
import type { Session } from '../../../shared/contracts/session';
import { DEFAULT_SLOT_TITLE } from '../../../shared/domain/calendar';
import { Avatar } from '../../ui/avatar';
import { useViewerTimeZone } from '../user/time-zone';
import { formatShortDay, formatTimeRange, zoneLabel } from './format';
import * as styles from './sessions.css';

/** Spec: a session's name is its first skill's title; its description is the session title. */
export const sessionName = (session: Session) => session.selectedSkill[0]?.protoSkillTitle ?? session.title;

/**
 * The session title as the viewer reads it: the slot's default title ("1 Hour Session", stored in
 * English for every slot) in the viewer's language; a title the mentor wrote stays as written.
 */
export function useSessionDescription() {
  const { t } = useLingui();
  return (session: Session) => (session.title === DEFAULT_SLOT_TITLE ? t`One-hour session` : session.title);
}

/**
 * The head of a finished session's card: who (picture and name), what (the skill) and when, in the
 * viewer's zone, in the order a person scans a list of past sessions.
 */
export function SessionHead({ session, headingId }: { session: Session; headingId: string }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const other = session.myRole === 'mentor' ? session.mentee : session.mentorId;
  const otherName = other?.userName ?? t`Deleted user`;
  return (
    <>
      <div className={styles.cardHead}>
        <Avatar name={otherName} image={other?.image ?? null} size={48} />
        <div>
          <h2 id={headingId} className={styles.cardHeading}>
            {otherName}
          </h2>
          <p className={styles.withWhom}>{session.myRole === 'mentor' ? t`Your mentee` : t`Your mentor`}</p>
        </div>
      </div>
      <p className={styles.when}>
        <strong>{sessionName(session)}</strong>
        <span>
          {formatShortDay(session.start, i18n.locale, timeZone)} · {formatTimeRange(session.start, session.end, i18n.locale, timeZone)}
        </span>
        <span className={styles.smallText}>{zoneLabel(timeZone, new Date(session.start))}</span>
      </p>
    </>
  );
}
