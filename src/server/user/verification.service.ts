import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, fieldError } from '../http/errors';
import { afterResponse } from '../http/after-response';
import { localize, type Language } from '../i18n/localized';
import { takeHit } from '../middleware/rate-limit';
import { hashToken, newToken } from './auth.service';
import { verificationMessages } from './user.messages';
import { consumeVerificationToken, replaceVerificationToken } from './verification.queries';

const VERIFY_TOKEN_TTL_MS = 24 * 3600_000;
const ONE_HOUR = 3600_000;
/** Resend mails per user per hour: enough for a lost mail, too few to flood a stranger's inbox. */
const RESENDS_PER_HOUR = 5;

interface Recipient {
  id: string;
  email: string;
  userName: string;
}

/**
 * The link opens the app's /verify-email page, which posts the token; `next` (already a safe path, see
 * safeNextPath) brings the person back to where they signed up, e.g. the time they chose to book.
 */
export async function mailVerificationLink(deps: AppDeps, user: Recipient, lang: Language, next: string | null) {
  const token = newToken();
  await replaceVerificationToken(deps.db, user.id, hashToken(token), new Date(deps.now().getTime() + VERIFY_TOKEN_TTL_MS));
  const query = new URLSearchParams({ token, ...(next ? { next } : {}) });
  const link = `${deps.config.publicUrl}/verify-email?${query.toString()}`;
  await deps.mailer.send({
    to: user.email,
    subject: localize(verificationMessages.verifyMailSubject, lang),
    text: localize(verificationMessages.verifyMailText, lang, { name: user.userName, link }),
  });
}

/** After sign-up: the mail goes out after the answer, so a slow mail server does not slow sign-up. */
export function sendVerificationAfterSignup(deps: AppDeps, user: Recipient & { emailVerifiedAt: Date | null }, lang: Language, next: string | null) {
  if (user.emailVerifiedAt) return;
  afterResponse(deps.logger, 'verification mail', () => mailVerificationLink(deps, user, lang, next));
}

export async function resendVerification(deps: AppDeps, user: CurrentUser, lang: Language, next: string | null) {
  if (user.emailVerified) throw conflict(verificationMessages.alreadyVerified);
  await takeHit(deps.db, { bucket: 'verify-mail', key: user._id, max: RESENDS_PER_HOUR, windowMs: ONE_HOUR, now: deps.now() });
  await mailVerificationLink(deps, { id: user._id, email: user.email, userName: user.userName }, lang, next);
}

/** No login needed: the link may be opened on another device than the one that signed up. */
export async function verifyEmail(deps: AppDeps, token: string) {
  const user = await consumeVerificationToken(deps.db, hashToken(token), deps.now());
  if (!user) throw fieldError('token', verificationMessages.linkInvalid);
}
