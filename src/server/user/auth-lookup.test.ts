import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { hashToken, newToken } from './auth.service';

let h: TestHarness;
let users: LoggedIn[];
beforeAll(async () => {
  h = await createTestHarness();
  users = await Promise.all(Array.from({ length: 8 }, (_, index) => h.signup(index % 2 ? 'mentor' : 'mentee')));
});
afterAll(() => h.close());

async function auth(cookie: string) {
  const response = await h.app.request('/app/user/auth', { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as { uuid?: string; role?: string } };
}

/** Auth lookups that arrive together are answered by one statement: each must still get its own answer. */
describe('auth lookups of concurrent requests', () => {
  it('answers every request with its own user, and no user for an unknown, expired or ended login', async () => {
    const expired = newToken();
    const [holder] = users;
    await h.db.insert(authSessions).values({
      tokenHash: hashToken(expired),
      userId: holder!.user._id,
      expiresAt: new Date(h.clock.now().getTime() - 1000),
    });
    const loggedOut = await h.signup('mentee');
    const loggedOutCookie = loggedOut.agent.cookieHeader;
    expect((await loggedOut.agent.post('/app/user/logout')).status).toBe(200);

    const responses = await Promise.all([
      ...users.map((user) => auth(user.agent.cookieHeader)),
      // The same login twice in one statement.
      auth(users[0]!.agent.cookieHeader),
      auth(`sid=${newToken()}`),
      auth(`sid=${expired}`),
      auth(loggedOutCookie),
    ]);

    expect(responses.slice(0, users.length).map((response) => response.body.uuid)).toEqual(users.map((user) => user.user.uuid));
    expect(responses.slice(0, users.length).map((response) => response.body.role)).toEqual(users.map((user) => user.user.role));
    expect(responses[users.length]!.body.uuid).toBe(users[0]!.user.uuid);
    expect(responses.slice(users.length + 1).map((response) => response.status)).toEqual([401, 401, 401]);
  });

  it('counts an ended login from the next request on, however many arrive together', async () => {
    const mentee = await h.signup('mentee');
    const before = await Promise.all([auth(mentee.agent.cookieHeader), auth(users[1]!.agent.cookieHeader)]);
    expect(before.map((response) => response.status)).toEqual([200, 200]);
    h.clock.advance(h.config.SESSION_DAYS * 86_400_000 + 1000);
    const after = await Promise.all([auth(mentee.agent.cookieHeader), auth(users[1]!.agent.cookieHeader)]);
    expect(after.map((response) => response.status)).toEqual([401, 401]);
  });
});
