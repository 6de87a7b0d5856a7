import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ LOGIN_FAILURES_PER_15_MIN: '3' });
});
afterAll(() => h.close());

describe('POST /app/user/login', () => {
  it('logs in with the right password, case-insensitively by email', async () => {
    const { user, password } = await h.signup('mentee');
    const agent = h.agent();
    const response = await agent.post('/app/user/login', { email: user.email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ uuid: user.uuid, role: 'mentee' });
    expect(response.body.message).toBe('Logged in successfully.');
    expect((await agent.get('/app/user/auth')).body.uuid).toBe(user.uuid);
  });

  it('answers 401 alike for a wrong password and an unknown email', async () => {
    const { user } = await h.signup('mentee');
    const wrong = await h.agent().post('/app/user/login', { email: user.email, password: 'not-the-password' });
    const unknown = await h.agent().post('/app/user/login', { email: uniqueEmail(), password: 'whatever-pw' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.msg).toBe('Invalid email or password.');
  });

  it('refuses missing fields in the list form', async () => {
    const response = await h.agent().post('/app/user/login', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.map((item: { path: string }) => item.path)).toEqual(['email', 'password']);
  });

  it('locks an email with 429 after too many failures, and only that email', async () => {
    const { user, password } = await h.signup('mentee');
    const other = await h.signup('mentee');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await h.agent().post('/app/user/login', { email: user.email, password: 'wrong-password' })).status).toBe(401);
    }
    const locked = await h.agent().post('/app/user/login', { email: user.email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/Too many attempts/);
    expect((await h.agent().post('/app/user/login', { email: other.user.email, password: other.password })).status).toBe(200);

    h.clock.advance(16 * 60_000);
    expect((await h.agent().post('/app/user/login', { email: user.email, password })).status).toBe(200);
  });
});

describe('GET /app/user/auth and logout', () => {
  it('answers 401 in the error shape without a session', async () => {
    const response = await h.agent().get('/app/user/auth');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'You are not logged in.', msg: 'You are not logged in.' });
  });

  it('ends the session on the server: the old cookie stops working', async () => {
    const { agent } = await h.signup('mentor');
    const cookie = agent.cookieHeader;
    const logout = await agent.get('/app/user/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/sid=;/);
    const replay = await h.agent().get('/app/user/auth', { cookie });
    expect(replay.status).toBe(401);
  });

  it('ignores a forged session cookie', async () => {
    expect((await h.agent().get('/app/user/auth', { cookie: 'sid=forged-token-value' })).status).toBe(401);
  });

  it('expires sessions after SESSION_DAYS', async () => {
    const { agent } = await h.signup('mentor');
    h.clock.advance(31 * 86_400_000);
    expect((await agent.get('/app/user/auth')).status).toBe(401);
    h.clock.advance(-31 * 86_400_000);
  });
});
