import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterResponse } from '../http/after-response';
import { calendarWindow, verificationLinkMailedTo } from '../test/trust-fixtures';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ EMAIL_VERIFICATION: 'required' });
});
afterAll(() => h.close());

const linkMailedTo = (to: string) => verificationLinkMailedTo(h, to);

async function signupWith(body: Record<string, unknown>, lang: 'en' | 'de' = 'en') {
  const agent = h.agent({ lang });
  const email = uniqueEmail('verify');
  const response = await agent.post('/app/user/signup', {
    userName: 'Vera',
    email,
    password: 'correct-horse-battery',
    confirmPassword: 'correct-horse-battery',
    role: 'mentee',
    ...body,
  });
  expect(response.status).toBe(201);
  return { agent, email, user: response.body.user };
}

describe('email verification', () => {
  it('mails a link at sign-up (in the sign-up language), and the link verifies the address once', async () => {
    const { agent, email, user } = await signupWith({ next: '/booking/abc?slot=1' }, 'de');
    expect(user.emailVerified).toBe(false);
    const { mail, url, token, next } = await linkMailedTo(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/verify-email');
    expect(next).toBe('/booking/abc?slot=1');

    // No login needed: the link may open in another browser.
    const verified = await h.agent().post('/app/user/verify-email', { token });
    expect(verified.status).toBe(200);
    expect((await agent.get('/app/user/auth')).body.emailVerified).toBe(true);

    const again = await h.agent().post('/app/user/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error[0].path).toBe('token');
  });

  it('drops a `next` that is not a path of this app', async () => {
    for (const next of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const { email } = await signupWith({ next });
      expect((await linkMailedTo(email)).next).toBeNull();
    }
  });

  it('refuses an expired link (24 hours) and a made-up token', async () => {
    const { agent, email } = await signupWith({});
    const { token } = await linkMailedTo(email);
    h.clock.advance(24 * 3600_000 + 1000);
    try {
      expect((await h.agent().post('/app/user/verify-email', { token })).status).toBe(400);
    } finally {
      h.clock.advance(-(24 * 3600_000 + 1000));
    }
    expect((await h.agent().post('/app/user/verify-email', { token: 'x'.repeat(43) })).status).toBe(400);
    expect((await h.agent().post('/app/user/verify-email', {})).status).toBe(400);
    expect((await agent.get('/app/user/auth')).body.emailVerified).toBe(false);
  });

  it('resends a new link that replaces the old one; rate-limited; 409 once verified; 401 anonymous', async () => {
    const { agent, email } = await signupWith({});
    const first = await linkMailedTo(email);
    const resent = await agent.post('/app/user/resend-verification', { next: '/dashboard/search' });
    expect(resent.status).toBe(200);
    const second = await linkMailedTo(email);
    expect(second.token).not.toBe(first.token);
    expect(second.next).toBe('/dashboard/search');
    expect((await h.agent().post('/app/user/verify-email', { token: first.token })).status).toBe(400);

    let status = 200;
    for (let i = 0; i < 6 && status === 200; i++) status = (await agent.post('/app/user/resend-verification', {})).status;
    expect(status).toBe(429);

    expect((await h.agent().post('/app/user/verify-email', { token: (await linkMailedTo(email)).token })).status).toBe(200);
    expect((await agent.post('/app/user/resend-verification', {})).status).toBe(409);
    expect((await h.agent().post('/app/user/resend-verification', {})).status).toBe(401);
  });

  it("an unverified mentee's booking is refused with 403 and a message; verified, it goes through", async () => {
    const mentor = await h.signup('mentor');
    // The harness's mentor is unverified too here: verify through the mailed link.
    await h.agent().post('/app/user/verify-email', { token: (await linkMailedTo(mentor.user.email)).token });
    const skill = await addMentorSkill(h, mentor.user._id);
    const slot = await mentor.agent.post('/app/calendar', hourSlot(h, 48));
    expect(slot.status).toBe(201);

    const { agent, email } = await signupWith({});
    const refused = await agent.post(`/app/calendar/book/${slot.body._id}`, { skillId: skill.id });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/confirm your email/i);

    await h.agent().post('/app/user/verify-email', { token: (await linkMailedTo(email)).token });
    expect((await agent.post(`/app/calendar/book/${slot.body._id}`, { skillId: skill.id })).status).toBe(201);
  });

  it('an unverified mentor is not listed; verified, they are', async () => {
    const mentor = await h.signup('mentor', { userName: 'Unconfirmed Uma' });
    const searcher = await h.signup('mentee');
    const find = async () => (await searcher.agent.get('/app/search?text=Unconfirmed')).body as Array<{ uuid: string }>;
    expect((await find()).map((m) => m.uuid)).not.toContain(mentor.user.uuid);
    expect((await searcher.agent.get(`/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}`)).status).toBe(404);
    await h.agent().post('/app/user/verify-email', { token: (await linkMailedTo(mentor.user.email)).token });
    expect((await find()).map((m) => m.uuid)).toContain(mentor.user.uuid);
    expect((await searcher.agent.get(`/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}`)).status).toBe(200);
  });
});

describe('EMAIL_VERIFICATION=off', () => {
  it('signs people up verified and mails nothing', async () => {
    const off = await createTestHarness({ EMAIL_VERIFICATION: 'off' });
    try {
      const mentee = await off.signup('mentee');
      expect(mentee.user.emailVerified).toBe(true);
      await settleAfterResponse();
      expect(off.mails).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
