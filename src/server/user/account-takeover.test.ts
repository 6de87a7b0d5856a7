import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleAfterResponse } from '../http/after-response';
import type { MailMessage } from '../mail/mailer';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ PASSWORD_RESETS_PER_HOUR: '50' });
});
afterAll(() => h.close());

async function requestResetToken(email: string): Promise<string> {
  expect((await h.agent().post('/app/user/forgot-password', { email })).status).toBe(200);
  await settleAfterResponse();
  const mail = [...h.mails].reverse().find((message) => message.to === email);
  const token = mail && /\/authentication\?reset=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return token;
}

const resetWith = (token: string) =>
  h.agent().post(`/app/user/reset-password/${token}`, { password: 'taken-over-pw', confirmPassword: 'taken-over-pw' });

describe('reset links are revoked', () => {
  it('by a newer link: only the latest mail works', async () => {
    const { user } = await h.signup('mentee');
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);
    expect((await resetWith(older)).status).toBe(400);
    expect((await resetWith(newer)).status).toBe(200);
  });

  it('by a password change', async () => {
    const { user, agent, password } = await h.signup('mentee');
    const token = await requestResetToken(user.email);
    const change = await agent.put('/app/user/change-password', {
      currentPassword: password,
      newPassword: 'changed-password',
      confirmPassword: 'changed-password',
    });
    expect(change.status).toBe(200);
    expect((await resetWith(token)).status).toBe(400);
  });

  it('by a password reset: a second link mailed before stops working too', async () => {
    const { user } = await h.signup('mentee');
    const token = await requestResetToken(user.email);
    expect((await resetWith(token)).status).toBe(200);
    expect((await resetWith(token)).status).toBe(400);
  });

  it('by an email change', async () => {
    const { user, agent, password } = await h.signup('mentee');
    const token = await requestResetToken(user.email);
    expect((await agent.put('/app/user/change-email', { newEmail: uniqueEmail('moved'), password })).status).toBe(200);
    expect((await resetWith(token)).status).toBe(400);
  });
});

describe('PUT /app/user/change-email', () => {
  it('needs the password: a wrong one is a 401 with a message and changes nothing', async () => {
    const { user, agent } = await h.signup('mentee');
    const wrong = await h.agent({ lang: 'de' }).put('/app/user/change-email', { newEmail: uniqueEmail(), password: 'guess' }, {
      cookie: agent.cookieHeader,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Das Passwort ist falsch.', msg: 'Das Passwort ist falsch.' });
    expect((await agent.put('/app/user/change-email', { newEmail: uniqueEmail() })).body.error).toEqual([
      { path: 'password', msg: expect.any(String) },
    ]);
    expect((await agent.get('/app/user/auth')).body.email).toBe(user.email);
  });

  it('tells the old address, in the request language', async () => {
    const { user, agent, password } = await h.signup('mentee');
    const newEmail = uniqueEmail('new');
    const change = await h.agent({ lang: 'de' }).put('/app/user/change-email', { newEmail, password }, { cookie: agent.cookieHeader });
    expect(change.status).toBe(200);
    await settleAfterResponse();
    const notice = h.mails.find((mail) => mail.to === user.email);
    expect(notice?.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
    expect(notice?.text).toContain(newEmail);
    expect(h.mails.some((mail) => mail.to === newEmail)).toBe(false);
  });
});

describe('POST /app/user/forgot-password', () => {
  it('answers a known email before any mail work, as fast as an unknown one', async () => {
    const { user } = await h.signup('mentee');
    const original = h.deps.mailer;
    const held: MailMessage[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    h.deps.mailer = {
      send: async (message) => {
        held.push(message);
        await gate;
      },
      close: () => undefined,
    };
    try {
      const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 10_000));
      const known = await Promise.race([h.agent().post('/app/user/forgot-password', { email: user.email }), timeout]);
      const unknown = await Promise.race([h.agent().post('/app/user/forgot-password', { email: uniqueEmail() }), timeout]);
      expect(known).not.toBe('hung');
      expect(unknown).not.toBe('hung');
      if (known === 'hung' || unknown === 'hung') return;
      expect(known.body).toEqual(unknown.body);
      // The mail work goes on after the answers, and only for the known email.
      await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 5_000 });
      release();
      await settleAfterResponse();
      expect(held.map((message) => message.to)).toEqual([user.email]);
    } finally {
      release();
      await settleAfterResponse();
      h.deps.mailer = original;
    }
  });
});
