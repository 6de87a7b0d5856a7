import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, pageLocale } from '../../shared/pages/built-pages';
import type { AppEnv } from '../http/context';
import { currentUser, requireUser } from '../middleware/auth';
import { idParamSchema, validate } from '../middleware/validate';
import { getReceipts, receiptPage } from './receipts.service';

/** Mounted on `/payment/receipts`: the caller's own receipts, and one as a printable page. */
export const receiptRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await getReceipts(c.get('deps'), currentUser(c), c.get('lang'))))
  .get('/:id', requireUser, validate('param', idParamSchema), async (c) => {
    // Opened from the app in a new tab, the request carries the browser's languages, not the app's
    // choice: the page follows the language cookie the app mirrors its choice into, as every page does.
    const languageCookie = getCookie(c, LANGUAGE_COOKIE);
    const lang = languageCookie ? pageLocale(languageCookie) : c.get('lang');
    const html = await receiptPage(c.get('deps'), currentUser(c), c.req.valid('param').id, lang);
    return c.html(html);
  });
