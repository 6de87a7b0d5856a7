import type { Localized } from '../i18n/localized';

export const sessionMessages = {
  sessionNotFound: { en: 'This session does not exist.', de: 'Diese Sitzung gibt es nicht.' },
  notYourSession: { en: 'This is not your session.', de: 'Diese Sitzung gehört Ihnen nicht.' },
  /** The spec's success text, spelling included. */
  cancelled: {
    en: 'Your session has been canceled successfully!',
    de: 'Ihre Sitzung wurde erfolgreich abgesagt!',
  },
  cancelTooLate: {
    en: 'Sessions can only be cancelled more than 24 hours before they start.',
    de: 'Sitzungen können nur abgesagt werden, solange bis zu ihrem Beginn noch mehr als 24 Stunden bleiben.',
  },
  alreadyCancelled: {
    en: 'This session has already been cancelled.',
    de: 'Diese Sitzung wurde bereits abgesagt.',
  },
  notBooked: {
    en: 'This session is not booked.',
    de: 'Diese Sitzung ist nicht gebucht.',
  },
  deletedUser: { en: 'Deleted user', de: 'Gelöschter Benutzer' },
  icsSummary: { en: '{skill} with {name}', de: '{skill} mit {name}' },
  icsDescription: {
    en: 'Mentoring session: {skill}\nJoin the video meeting: {link}',
    de: 'Mentoring-Sitzung: {skill}\nZum Videomeeting: {link}',
  },
  icsDescriptionWithoutLink: {
    en: 'Mentoring session: {skill}\nThe meeting link is on your Upcoming Sessions page.',
    de: 'Mentoring-Sitzung: {skill}\nDen Link zum Meeting finden Sie unter „Bevorstehende Sitzungen“.',
  },
  icsAlarmHour: { en: 'Starts in 1 hour: {summary}', de: 'Beginnt in 1 Stunde: {summary}' },
  icsAlarmDay: { en: 'Starts in 24 hours: {summary}', de: 'Beginnt in 24 Stunden: {summary}' },
} satisfies Record<string, Localized>;
