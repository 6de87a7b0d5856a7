import type { Receipt } from '../../shared/contracts/money';
import { receiptNumber } from '../../shared/domain/money';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { notFound } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { dateLocales, mailLanguage } from '../delivery/session-mail';
import { receiptMessages as t } from './receipts.messages';
import { claimUnmailedReceipts, findReceipt, insertReceipt, listReceipts, unclaimReceipt, type ReceiptRow } from './receipts.queries';

export type ReceiptFacts = Pick<ReceiptRow, 'payerId' | 'kind' | 'amountCents' | 'currency' | 'itemAt'> &
  Partial<Pick<ReceiptRow, 'bookingId' | 'purchaseId' | 'skill' | 'sessions'>>;

/** What a session's receipt says: the skill, its start, and what the payer paid. */
export function sessionReceipt(
  booking: { id: string; menteeId: string | null; skillTitle: string; startAt: Date },
  payment: { amountCents: number; currency: string },
): ReceiptFacts {
  return { payerId: booking.menteeId, bookingId: booking.id, kind: 'session', skill: booking.skillTitle, amountCents: payment.amountCents, currency: payment.currency, itemAt: booking.startAt };
}

/** Written in the payment's transaction; mailed right after and by the receipt job (see mailReceipts). */
export const issueReceipt = (tx: DbOrTx, facts: ReceiptFacts, now: Date) => insertReceipt(tx, { ...facts, createdAt: now });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const formatMoney = (cents: number, currency: string, lang: Language) =>
  new Intl.NumberFormat(dateLocales[lang], { style: 'currency', currency }).format(cents / 100);

const formatDate = (date: Date, lang: Language, withTime = false) =>
  new Intl.DateTimeFormat(dateLocales[lang], { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'UTC' }).format(date);

function describe(row: ReceiptRow, lang: Language): string {
  if (row.kind === 'session') return localize(t.sessionLine, lang, { skill: row.skill ?? '', date: `${formatDate(row.itemAt, lang, true)} UTC` });
  if (row.kind === 'subscription') return localize(t.subscriptionLine, lang, { sessions: row.sessions ?? 0, date: formatDate(row.itemAt, lang) });
  return localize(t.packLine, lang, { sessions: row.sessions ?? 0 });
}

const receiptPath = (id: string) => `/app/payment/receipts/${id}`;

function toReceipt(row: ReceiptRow, lang: Language): Receipt {
  return {
    id: row.id,
    number: receiptNumber(row.seq),
    description: describe(row, lang),
    amountCents: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    url: receiptPath(row.id),
  };
}

export async function getReceipts(deps: AppDeps, user: CurrentUser, lang: Language): Promise<Receipt[]> {
  return (await listReceipts(deps.db, user._id)).map((row) => toReceipt(row, lang));
}

/**
 * The receipt page's look. On screen it follows the reader's light or dark preference with the app's
 * two palettes (text at least 4.5:1 on its background, borders 3:1); printed it is black on white
 * whatever the screen shows, and the print button stays off the paper.
 */
const RECEIPT_STYLE = `
:root{color-scheme:light dark}
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:40rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #8a8a8a;vertical-align:top}
th{width:35%;font-weight:600}.total td{font-weight:700}
button{font:inherit;min-height:44px;padding:0 1.25rem;border-radius:8px;border:1px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media screen and (prefers-color-scheme:dark){
body{color:#e6e9ef;background:#0f1420}th,td{border-bottom-color:#6b7486}
button{background:#1b2232;color:#e6e9ef;border-color:#9aa3b5}button:focus-visible{outline-color:#8ab4ff}
}
@media print{:root{color-scheme:light}body{color:#000;background:#fff;margin:0;max-width:none}th,td{border-bottom-color:#000}button{display:none}}
`;

/** The printable receipt: a page of its own (no app shell), with the browser's print dialog one click away. */
export async function receiptPage(deps: AppDeps, user: CurrentUser, id: string, lang: Language): Promise<string> {
  const found = await findReceipt(deps.db, id);
  // Someone else's receipt is as absent as an unknown one: its existence is not told.
  if (!found || found.receipt.payerId !== user._id) throw notFound(t.notFound);
  const { receipt, payer } = found;
  const number = receiptNumber(receipt.seq);
  const title = localize(t.title, lang, { number });
  const money = formatMoney(receipt.amountCents, receipt.currency, lang);
  const row = (label: string, value: string) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${RECEIPT_STYLE}</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
<p>Mentor Marketplace</p>
<table>
${row(localize(t.date, lang), formatDate(receipt.createdAt, lang))}
${row(localize(t.billedTo, lang), payer ? `${payer.userName} <${payer.email}>` : '')}
${row(localize(t.item, lang), describe(receipt, lang))}
<tr class="total"><th scope="row">${escapeHtml(localize(t.total, lang))}</th><td>${escapeHtml(money)}</td></tr>
</table>
<button type="button" onclick="window.print()">${escapeHtml(localize(t.print, lang))}</button>
</main></body></html>`;
}

/**
 * Mails every receipt not yet mailed, in its payer's language. A receipt is marked before its mail goes
 * out and put back when sending fails, so instances never mail one twice and a failure is retried.
 */
export async function mailReceipts(deps: AppDeps): Promise<{ claimed: number }> {
  const claimed = await claimUnmailedReceipts(deps.db, deps.now());
  for (const row of claimed) {
    const found = await findReceipt(deps.db, row.id);
    if (!found?.payer) continue;
    const lang = mailLanguage(found.payer.language);
    const number = receiptNumber(row.seq);
    const lines = [
      localize(t.mailIntro, lang),
      '',
      `${localize(t.title, lang, { number })}`,
      `${localize(t.item, lang)}: ${describe(row, lang)}`,
      `${localize(t.total, lang)}: ${formatMoney(row.amountCents, row.currency, lang)}`,
      '',
      localize(t.viewOnline, lang, { url: `${deps.config.publicUrl}${receiptPath(row.id)}` }),
    ];
    try {
      await deps.mailer.send({
        to: found.payer.email,
        subject: localize(t.mailSubject, lang, { number }),
        text: lines.join('\n'),
        messageId: `<receipt-${row.id}@${new URL(deps.config.publicUrl).hostname}>`,
      });
    } catch (error) {
      deps.logger.warn({ err: error, receiptId: row.id }, 'mailing a receipt failed; it is tried again');
      await unclaimReceipt(deps.db, row.id);
    }
  }
  return { claimed: claimed.length };
}

/** Mails new receipts soon after their payment without holding up its answer. */
export function mailReceiptsSoon(deps: AppDeps): void {
  setImmediate(() => {
    mailReceipts(deps).catch((error: unknown) => deps.logger.error({ err: error }, 'mailing receipts failed'));
  });
}
