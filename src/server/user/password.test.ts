import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterResponse } from '../http/after-response';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ PASSWORD_RESETS_PER_HOUR: '3' });
});
afterAll(() => h.close());

function tokenFromLastMail(to: string): string {
  const mail = [...h.mails].reverse().find((message) => message.to === to);
  const match = mail && /\/authentication\?reset=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset mail to ${to}`);
  return match[1];
}

describe('forgot and reset password', () => {
  it('mails a one-hour, single-use link that resets the password and ends old sessions', async () => {
    const { user, agent: oldSession } = await h.signup('mentee');
    const forgot = await h.agent().post('/app/user/forgot-password', { email: user.email });
    expect(forgot.status).toBe(200);
    await settleAfterResponse();
    const mail = h.mails.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain('http://localhost:3000/authentication?reset=');
    const token = tokenFromLastMail(user.email);

    const reset = await h
      .agent()
      .post(`/app/user/reset-password/${token}`, { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password has been reset successfully.');
    expect((await oldSession.get('/app/user/auth')).status).toBe(401);
    expect((await h.agent().post('/app/user/login', { email: user.email, password: 'brand-new-pass' })).status).toBe(200);

    const again = await h
      .agent()
      .post(`/app/user/reset-password/${token}`, { password: 'another-pass-1', confirmPassword: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link and a mismatched confirmation', async () => {
    const { user, password } = await h.signup('mentee');
    await h.agent().post('/app/user/forgot-password', { email: user.email });
    await settleAfterResponse();
    const token = tokenFromLastMail(user.email);
    const mismatch = await h
      .agent()
      .post(`/app/user/reset-password/${token}`, { password: 'brand-new-pass', confirmPassword: 'other-pass-22' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toEqual([{ path: 'confirmPassword', msg: 'Passwords do not match' }]);

    h.clock.advance(61 * 60_000);
    const expired = await h
      .agent()
      .post(`/app/user/reset-password/${token}`, { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(expired.status).toBe(400);
    expect((await h.agent().post('/app/user/login', { email: user.email, password })).status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = h.mails.length;
    const response = await h.agent().post('/app/user/forgot-password', { email: uniqueEmail() });
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/If an account exists/);
    await settleAfterResponse();
    expect(h.mails.length).toBe(before);
  });

  it('writes the mail in German when the request is German', async () => {
    const { user } = await h.signup('mentee');
    await h.agent({ lang: 'de' }).post('/app/user/forgot-password', { email: user.email });
    await settleAfterResponse();
    expect(h.mails.at(-1)!.subject).toBe('Setzen Sie Ihr Passwort zurück');
  });

  it('limits reset mails per email', async () => {
    const { user } = await h.signup('mentee');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await h.agent().post('/app/user/forgot-password', { email: user.email })).status).toBe(200);
    }
    expect((await h.agent().post('/app/user/forgot-password', { email: user.email })).status).toBe(429);
  });

  it('validates the email', async () => {
    const response = await h.agent().post('/app/user/forgot-password', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.error[0].path).toBe('email');
  });
});

describe('PUT /app/user/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { user, agent, password } = await h.signup('mentor');
    const otherDevice = h.agent();
    await otherDevice.post('/app/user/login', { email: user.email, password });
    const response = await agent.put('/app/user/change-password', {
      currentPassword: password,
      newPassword: 'changed-password',
      confirmPassword: 'changed-password',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Password changed successfully');
    expect((await agent.get('/app/user/auth')).status).toBe(200);
    expect((await otherDevice.get('/app/user/auth')).status).toBe(401);
    expect((await h.agent().post('/app/user/login', { email: user.email, password: 'changed-password' })).status).toBe(200);
  });

  it('refuses a wrong current password with a message the UI shows, and changes nothing', async () => {
    const { user, agent, password } = await h.signup('mentor');
    const response = await agent.put('/app/user/change-password', {
      currentPassword: 'wrong-current',
      newPassword: 'changed-password',
      confirmPassword: 'changed-password',
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Current password is incorrect');
    expect((await h.agent().post('/app/user/login', { email: user.email, password })).status).toBe(200);
  });

  it('refuses mismatched new passwords (German message) and anonymous callers', async () => {
    const { agent, password } = await h.signup('mentor');
    const body = { currentPassword: password, newPassword: 'changed-password', confirmPassword: 'different-pass' };
    const mismatch = await agent.request('PUT', '/app/user/change-password', {
      json: body,
      headers: { 'accept-language': 'de' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toEqual([{ path: 'confirmPassword', msg: 'Neue Passwörter stimmen nicht überein' }]);
    expect((await h.agent().put('/app/user/change-password', body)).status).toBe(401);
  });
});
