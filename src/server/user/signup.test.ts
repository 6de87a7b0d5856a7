import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';
import { IMAGE_PATH, PNG_1PX } from '../test/images';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());


describe('POST /app/user/signup', () => {
  it('creates a mentor by default, logs them in and returns the user', async () => {
    const agent = h.agent();
    const email = uniqueEmail();
    const response = await agent.post('/app/user/signup', {
      userName: 'Ada',
      email,
      password: 'long-enough-pw',
      confirmPassword: 'long-enough-pw',
      image: PNG_1PX,
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ userName: 'Ada', email, role: 'mentor', originalRole: 'mentor', image: expect.stringMatching(IMAGE_PATH) });
    expect(response.headers.get('set-cookie')).toMatch(/sid=.*HttpOnly.*SameSite=Lax/i);
    const auth = await agent.get('/app/user/auth');
    expect(auth.status).toBe(200);
    expect(auth.body.email).toBe(email);
  });

  it('refuses mismatched passwords in the list form, and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await h
      .agent()
      .post('/app/user/signup', { userName: 'X', email, password: 'long-enough-pw', confirmPassword: 'other-password' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'confirmPassword', msg: 'Passwords do not match' }]);
    expect(response.body.msg).toContain('confirmPassword');
    const login = await h.agent().post('/app/user/login', { email, password: 'long-enough-pw' });
    expect(login.status).toBe(401);
  });

  it('answers in German when asked', async () => {
    const response = await h.agent({ lang: 'de' }).post('/app/user/signup', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.msg).toMatch(/^Einige Felder sind ungültig/);
    expect(response.body.error).toContainEqual({ path: 'email', msg: 'Geben Sie eine gültige E-Mail-Adresse ein' });
  });

  it('refuses an admin role, a fake image and a taken email', async () => {
    const base = { userName: 'Y', password: 'long-enough-pw', confirmPassword: 'long-enough-pw' };
    const admin = await h.agent().post('/app/user/signup', { ...base, email: uniqueEmail(), role: 'admin' });
    expect(admin.status).toBe(400);
    expect(admin.body.error[0].path).toBe('role');

    const fake = await h
      .agent()
      .post('/app/user/signup', { ...base, email: uniqueEmail(), image: 'data:image/png;base64,aGVsbG8gd29ybGQ=' });
    expect(fake.status).toBe(400);
    expect(fake.body.error).toEqual([{ path: 'image', msg: 'The file is not a valid PNG, JPEG or WebP image.' }]);

    const email = uniqueEmail();
    expect((await h.agent().post('/app/user/signup', { ...base, email })).status).toBe(201);
    const again = await h.agent().post('/app/user/signup', { ...base, email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('An account with this email already exists.');
  });
});
