import type { Localized } from '../i18n/localized';

export const userMessages = {
  signedUp: { en: 'Your account has been created.', de: 'Ihr Konto wurde erstellt.' },
  loggedIn: { en: 'Logged in successfully.', de: 'Erfolgreich angemeldet.' },
  loggedOut: { en: 'You have been logged out.', de: 'Sie wurden abgemeldet.' },
  emailInUse: { en: 'An account with this email already exists.', de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.' },
  invalidCredentials: { en: 'Invalid email or password.', de: 'E-Mail-Adresse oder Passwort ist falsch.' },
  resetMailSent: {
    en: 'If an account exists for this email, a password reset link is on its way.',
    de: 'Falls ein Konto mit dieser E-Mail-Adresse existiert, ist ein Link zum Zurücksetzen unterwegs.',
  },
  resetLinkInvalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    de: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  },
  passwordReset: { en: 'Password has been reset successfully.', de: 'Das Passwort wurde erfolgreich zurückgesetzt.' },
  userNameChanged: { en: 'User name changed successfully', de: 'Benutzername erfolgreich geändert' },
  emailChanged: { en: 'Email changed successfully', de: 'E-Mail-Adresse erfolgreich geändert' },
  imageChanged: { en: 'Profile image changed successfully', de: 'Profilbild erfolgreich geändert' },
  passwordChanged: { en: 'Password changed successfully', de: 'Passwort erfolgreich geändert' },
  wrongPassword: { en: 'The password is incorrect.', de: 'Das Passwort ist falsch.' },
  emailChangedMailSubject: { en: 'Your email address was changed', de: 'Ihre E-Mail-Adresse wurde geändert' },
  emailChangedMailText: {
    en: 'Hello {name},\n\nthe email address of your Mentor Marketplace account was changed to {email}. From now on, mails go there and you log in with it.\n\nIf it was not you, reply to this mail or use the contact form at once.',
    de: 'Hallo {name},\n\ndie E-Mail-Adresse Ihres Mentor-Marketplace-Kontos wurde auf {email} geändert. Ab jetzt gehen E-Mails dorthin und Sie melden sich damit an.\n\nWaren Sie das nicht, antworten Sie bitte sofort auf diese E-Mail oder nutzen Sie das Kontaktformular.',
  },
  wrongCurrentPassword: { en: 'Current password is incorrect', de: 'Das aktuelle Passwort ist falsch' },
  accountDeleted: { en: 'Your account has been deleted.', de: 'Ihr Konto wurde gelöscht.' },
  roleChanged: { en: 'You are now acting as {role}.', de: 'Sie handeln jetzt als {role}.' },
  roleChangeAdminsOnly: {
    en: 'Only administrators can change their role.',
    de: 'Nur Administratoren können ihre Rolle wechseln.',
  },
  imageNotAnImage: {
    en: 'The file is not a valid PNG, JPEG, WebP or GIF image.',
    de: 'Die Datei ist kein gültiges PNG-, JPEG-, WebP- oder GIF-Bild.',
  },
  contactSent: {
    en: 'Thank you! Your message has been sent.',
    de: 'Vielen Dank! Ihre Nachricht wurde gesendet.',
  },
  resetMailSubject: { en: 'Reset your password', de: 'Setzen Sie Ihr Passwort zurück' },
  resetMailText: {
    en: 'Hello {name},\n\nsomeone asked to reset the password of your Mentor Marketplace account. Open this link within one hour to choose a new password:\n\n{link}\n\nIf it was not you, ignore this mail; your password stays as it is.',
    de: 'Hallo {name},\n\njemand möchte das Passwort Ihres Mentor-Marketplace-Kontos zurücksetzen. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n\n{link}\n\nWaren Sie das nicht, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  contactMailSubject: { en: 'Contact form: {name}', de: 'Kontaktformular: {name}' },
} satisfies Record<string, Localized>;

export const roleNames = {
  admin: { en: 'admin', de: 'Administrator' },
  mentor: { en: 'mentor', de: 'Mentor' },
  mentee: { en: 'mentee', de: 'Mentee' },
} satisfies Record<string, Localized>;
