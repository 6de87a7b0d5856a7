import { Hono } from 'hono';
import { contactRequestSchema } from '../../shared/contracts/user';
import { contactMessages } from '../db/schema';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { clientIp, takeHit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { userMessages } from './user.messages';
import { findAdminEmails } from './user.queries';

const CONTACTS_PER_IP_PER_HOUR = 20;

/** The contact form: stored first (nothing is lost if mail fails), then mailed to every admin. */
export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactRequestSchema), async (c) => {
  const deps = c.get('deps');
  const body = c.req.valid('json');
  const ip = clientIp(c);
  await takeHit(deps.db, {
    bucket: 'contact-ip',
    key: ip,
    max: CONTACTS_PER_IP_PER_HOUR,
    windowMs: 3600_000,
    now: deps.now(),
  });
  await deps.db.insert(contactMessages).values(body);
  const name = `${body.firstName} ${body.lastName}`;
  for (const to of await findAdminEmails(deps.db)) {
    await deps.mailer
      .send({
        to,
        subject: localize(userMessages.contactMailSubject, 'en', { name }),
        text: `${name} <${body.email}>\nNewsletter: ${body.newsletter ? 'yes' : 'no'}\n\n${body.message}`,
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'contact mail failed'));
  }
  return c.json({ message: localize(userMessages.contactSent, c.get('lang')) }, 201);
});
