import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ LOGIN_FAILURES_PER_15_MIN: '10', SIGNUPS_PER_HOUR: '5' });
});
afterAll(() => h.close());

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('limits counted in the database hold under parallel attempts', () => {
  it('lets at most 10 of 200 parallel wrong-password logins for one email through to a 401', async () => {
    const { user, password } = await h.signup('mentee');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => h.agent().post('/app/user/login', { email: user.email, password: 'wrong-password' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(10);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(200);
    expect(responses.find((response) => response.status === 429)?.body.msg).toMatch(/Too many attempts/);
    expect((await h.agent().post('/app/user/login', { email: user.email, password })).status).toBe(429);
  });

  it('counts failed sign-ups too: an email in use answers 429 once the hourly limit is spent', async () => {
    const { user } = await h.signup('mentee');
    h.clock.advance(61 * 60_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await h.agent().post('/app/user/signup', {
        userName: 'Prober',
        email: user.email,
        password: 'probe-password',
        confirmPassword: 'probe-password',
        role: 'mentee',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(count(statuses, 429)).toBe(25);
    const fresh = await h.agent().post('/app/user/signup', {
      userName: 'Late',
      email: uniqueEmail(),
      password: 'late-password',
      confirmPassword: 'late-password',
      role: 'mentee',
    });
    expect(fresh.status).toBe(429);
  });
});
