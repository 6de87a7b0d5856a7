import { waitForMail, resetLinkFrom } from './support/mail';
import { expect, test } from './support/fixtures';
import { endSessionViaApi, signUpViaApi, uniqueEmail } from './support/users';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test('smoke: open the home page, sign up, reach the dashboard, log out', async ({ page }) => {
  const email = uniqueEmail('smoke');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentoring that moves your career ahead');
  await mainNav(page).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect(page.getByLabel('Role')).toHaveValue('mentee');
  await page.getByLabel('User name').fill('Sam Smoke');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('smoke-password-1');
  await page.getByLabel('Confirm password').fill('smoke-password-1');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Smoke!');
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile).toContainText(email);
  await expect(profile).toContainText('Mentee');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/authentication');
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please log in to view this page.');
});

test('sign-up with different passwords shows the message and sends nothing', async ({ page }) => {
  const signupCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/app/user/signup')) signupCalls.push(request.method());
  });
  await page.goto('/authentication?mode=signup');
  await page.getByLabel('User name').fill('Mona Mismatch');
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm password').fill('second-password');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Passwords do not match. Please try again.');
  await expect(page).toHaveURL(/\/authentication/);
  expect(signupCalls).toEqual([]);
});

test('sign-up as mentee with a picture shows it on the profile', async ({ page }) => {
  // A real 1×1 PNG; the picker re-encodes it in the browser before sending.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.goto('/authentication?mode=signup');
  await page.getByLabel('User name').fill('Pia Picture');
  await page.getByLabel('Email').fill(uniqueEmail('picture'));
  await page.getByLabel('Password', { exact: true }).fill('picture-password');
  await page.getByLabel('Confirm password').fill('picture-password');
  await page.getByLabel('Role').selectOption('mentee');
  await page.getByLabel('Profile picture (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page).toHaveURL('/dashboard');
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile).toContainText('Mentee');
  // The server stores the picture once and answers with where it is served, never with its bytes.
  const picture = profile.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/app\/images\/[0-9a-f-]{36}\?s=(64|256)$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('sign-up with an email already in use shows the server message', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  const first = await request.post('/app/user/signup', {
    data: { userName: 'First', email, password: 'taken-password', confirmPassword: 'taken-password', role: 'mentor' },
  });
  expect(first.status()).toBe(201);
  await page.goto('/authentication?mode=signup');
  await page.getByLabel('User name').fill('Second');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('taken-password');
  await page.getByLabel('Confirm password').fill('taken-password');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sign up failed. Please try again.');
  await expect(alert).toContainText('An account with this email already exists.');
});

test('login: a wrong password is refused and the form keeps its input; the right one opens the dashboard', async ({ page }) => {
  const account = await signUpViaApi(page, 'mentee', 'Lena Login');
  await endSessionViaApi(page);
  await page.goto('/authentication');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const alert = page.getByRole('alert');
  // The spec's line first, the server's reason on its own line below.
  await expect(alert.locator('p')).toHaveText(['Login failed. Please try again.', 'Invalid email or password.']);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lena Login!');
});

test('forgot password: the mailed link opens the reset form, and the new password logs in', async ({ page }) => {
  const account = await signUpViaApi(page, 'mentor', 'Rita Reset');
  await endSessionViaApi(page);
  await page.goto('/authentication');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent. Check your inbox.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();

  const link = resetLinkFrom(await waitForMail(account.email));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(page.getByLabel('Reset code')).toHaveValue(new URL(link).searchParams.get('reset')!);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm new password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Rita Reset!');
});

test('reset password with the code pasted from the mail; mismatches and used codes are refused', async ({ page }) => {
  const account = await signUpViaApi(page, 'mentee', 'Paul Paste');
  await endSessionViaApi(page);
  await page.goto('/authentication?mode=forgot');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const token = new URL(resetLinkFrom(await waitForMail(account.email))).searchParams.get('reset')!;

  const resetCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/app/user/reset-password') && resetCalls.push(request.url()));
  await page.getByLabel('Reset code').fill(token);
  await page.getByLabel('New password', { exact: true }).fill('pasted-password-1');
  await page.getByLabel('Confirm new password').fill('pasted-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  expect(resetCalls).toEqual([]);

  await page.getByLabel('Confirm new password').fill('pasted-password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset successfully.')).toBeVisible();

  // The same code a second time: the server's explanation is shown.
  await page.goto(`/authentication?reset=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error resetting password.');
  await expect(alert).toContainText('This password reset link is invalid or has expired.');
});

test('a protected page offers login in place and shows itself after logging in', async ({ page }) => {
  const account = await signUpViaApi(page, 'mentor', 'Gina Guard');
  await endSessionViaApi(page);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please log in to view this page.');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page).toHaveURL('/dashboard/settings');
});
