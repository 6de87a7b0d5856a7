import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { buyPack, CARD, cardSession, receiptMails } from '../test/money-fixtures';
import { heldBooking } from '../test/payment-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

describe('receipts', () => {
  it('mails one receipt per payment with a number, lists them and prints one', async () => {
    const session = await cardSession(h);
    await buyPack(session.mentee, 'pack-10');
    const mails = await receiptMails(h, session.mentee.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^Your receipt R-\d{6}$/);
    // The job run again mails nothing twice.
    expect(await receiptMails(h, session.mentee.user.email)).toHaveLength(2);

    const list = await session.mentee.agent.get('/app/payment/receipts');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({ description: '10 sessions (pack)', amountCents: 8000, currency: 'EUR' });
    expect(list.body[1]).toMatchObject({ amountCents: 1000, description: expect.stringMatching(/^Mentoring session: /) });
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining(list.body.map((receipt: { number: string }) => `Your receipt ${receipt.number}`)));

    const page = await session.mentee.agent.get(list.body[0].url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain(list.body[0].number);
    expect(page.body).toContain('€80.00');
  });

  it('writes the mail and the page in the payer’s language', async () => {
    const mentee = await h.signup('mentee');
    await mentee.agent.post('/app/user/login', { email: mentee.user.email, password: mentee.password }, { 'accept-language': 'de' });
    const intent = await mentee.agent.post('/app/payment/packs/single/intent', undefined, { 'accept-language': 'de' });
    await mentee.agent.post('/app/payment/simulated/confirm', { clientSecret: intent.body.clientSecret, ...CARD }, { 'accept-language': 'de' });
    const [mail] = await receiptMails(h, mentee.user.email);
    expect(mail!.subject).toMatch(/^Ihr Beleg R-\d{6}$/);
    expect(mail!.text).toContain('1 Sitzung (Paket)');
    const [receipt] = (await mentee.agent.get('/app/payment/receipts', { 'accept-language': 'de' })).body;
    const page = await mentee.agent.get(receipt.url, { 'accept-language': 'de' });
    expect(page.body).toContain('10,00');
    expect(page.body).toContain('Drucken');
  });

  it('mails in the language the payer pays in, also when the app switched since the login', async () => {
    const mentee = await h.signup('mentee');
    const intent = await mentee.agent.post('/app/payment/packs/pack-10/intent', undefined, { 'accept-language': 'de' });
    const paid = await mentee.agent.post('/app/payment/simulated/confirm', { clientSecret: intent.body.clientSecret, ...CARD }, { 'accept-language': 'de' });
    expect(paid.status).toBe(200);
    const [packMail] = await receiptMails(h, mentee.user.email);
    expect(packMail!.subject).toMatch(/^Ihr Beleg R-\d{6}$/);

    const session = await cardSession(h);
    const booking = await heldBooking(h, { mentee: session.mentee });
    const held = await session.mentee.agent.post('/app/payment/stripe/create-payment-intent', { bookingId: booking.bookingId }, { 'accept-language': 'de' });
    await session.mentee.agent.post('/app/payment/simulated/confirm', { clientSecret: held.body.clientSecret, ...CARD });
    const mails = await receiptMails(h, session.mentee.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your receipt /), expect.stringMatching(/^Ihr Beleg /)]);
  });

  it('prints the page in the app’s language (its cookie) over the browser’s, as every page does', async () => {
    const session = await cardSession(h);
    const [receipt] = (await session.mentee.agent.get('/app/payment/receipts')).body;
    const cookie = `${session.mentee.agent.cookieHeader}; language=de`;
    const page = await h.app.request(receipt.url, { headers: { cookie, 'accept-language': 'en-US,en' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Drucken');
  });

  it('answers 404 for someone else’s receipt, and 401 without a login', async () => {
    const session = await cardSession(h);
    const [receipt] = (await session.mentee.agent.get('/app/payment/receipts')).body;
    const stranger = await h.signup('mentee');
    const other = await stranger.agent.get(receipt.url);
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('This receipt does not exist.');
    expect((await stranger.agent.get('/app/payment/receipts')).body).toEqual([]);
    expect((await session.mentor.agent.get(receipt.url)).status).toBe(404);
    expect((await h.agent().get(receipt.url)).status).toBe(401);
    expect((await session.mentee.agent.get('/app/payment/receipts/not-a-uuid')).status).toBe(400);
  });
});
