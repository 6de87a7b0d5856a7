import type { Page } from '@playwright/test';
import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { endSessionOnRequest, logInViaApi, signUpViaApi, uniqueEmail } from './support/users';

const GREEN = 'rgb(19, 108, 46)';
const RED = 'rgb(180, 35, 24)';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openSettings(page: Page) {
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  return page.getByRole('region', { name: 'Account' });
}

test('change user name: success in green, a blank name fails with the server message in red, the form closes again', async ({
  page,
}) => {
  await signUpViaApi(page, 'mentor', 'Olga Old');
  const account = await openSettings(page);
  const toggle = account.getByRole('button', { name: 'Change user name' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Blank after trimming: the browser lets it through, the server refuses it.
  await account.getByLabel('New user name').fill('   ');
  await account.getByRole('button', { name: 'Save' }).click();
  const alert = account.getByRole('alert');
  await expect(alert).toContainText('New User Name:');
  await expect(alert).toContainText('User name is required');
  await expect(alert).toHaveCSS('color', RED);

  await account.getByLabel('New user name').fill('Nora New');
  await account.getByRole('button', { name: 'Save' }).click();
  const success = account.getByRole('status');
  await expect(success).toHaveText('User name changed successfully');
  await expect(success).toHaveCSS('color', GREEN);

  await account.getByRole('button', { name: 'Cancel' }).click();
  await expect(account.getByLabel('New user name')).toBeHidden();
  await toggle.click();
  await expect(account.getByLabel('New user name')).toBeVisible();
  await toggle.click();
  await expect(account.getByLabel('New user name')).toBeHidden();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nora New!');
});

test('change email: it needs the password, an address in use fails with the server message, success shows on the profile', async ({
  page,
  request,
}) => {
  const taken = uniqueEmail('taken');
  const other = await request.post('/app/user/signup', {
    data: { userName: 'Other', email: taken, password: 'other-password', confirmPassword: 'other-password', role: 'mentee' },
  });
  expect(other.status()).toBe(201);
  const me = await signUpViaApi(page, 'mentee');
  const account = await openSettings(page);
  await account.getByRole('button', { name: 'Change email' }).click();

  const fresh = uniqueEmail('fresh');
  await account.getByLabel('New email').fill(fresh);
  await account.getByLabel('Current password').fill('not-my-password');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('alert')).toHaveText('The password is incorrect.');

  await account.getByLabel('New email').fill(taken);
  await account.getByLabel('Current password').fill(me.password);
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('alert')).toHaveText('An account with this email already exists.');

  await account.getByLabel('New email').fill(fresh);
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('status')).toHaveText('Email changed successfully');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(fresh);
});

test('change image: success shows the new picture, an ended session fails with the server message', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  const account = await openSettings(page);
  await account.getByRole('button', { name: 'Change user image' }).click();
  await account.getByLabel('New profile picture').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(account.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('status')).toHaveText('Profile image changed successfully');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your profile' }).click();
  const picture = page.getByRole('region', { name: 'Your profile' }).locator('img');
  await expect(picture).toHaveAttribute('src', /^\/app\/images\/[0-9a-f-]{36}\?s=(64|256)$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await openSettings(page);
  await account.getByRole('button', { name: 'Change user image' }).click();
  await account.getByLabel('New profile picture').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(account.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await endSessionOnRequest(page, 'PUT', '/app/user/change-image');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('alert')).toHaveText('You are not logged in.');
});

test('change password: mismatch is caught without a request, a wrong current password shows the server message, then success', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = await signUpViaApi(page, 'mentee');
  const account = await openSettings(page);
  await account.getByRole('button', { name: 'Change password' }).click();
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/app/user/change-password') && calls.push(request.method()));

  await account.getByLabel('Current password').fill(user.password);
  await account.getByLabel('New password', { exact: true }).fill('next-password-1');
  await account.getByLabel('Confirm new password').fill('next-password-2');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('alert')).toHaveText('New passwords do not match');
  expect(calls).toEqual([]);

  await account.getByLabel('Current password').fill('wrong-current-password');
  await account.getByLabel('Confirm new password').fill('next-password-1');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('alert')).toHaveText('Current password is incorrect');

  await account.getByLabel('Current password').fill(user.password);
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('status')).toHaveText('Password changed successfully');

  const fresh = await playwright.request.newContext({ baseURL });
  expect((await fresh.post('/app/user/login', { data: { email: user.email, password: 'next-password-1' } })).status()).toBe(200);
  await fresh.dispose();
});

test('delete account: Cancel keeps it; Confirm deletes it, logs out and goes home', async ({ page, playwright, baseURL }) => {
  const user = await signUpViaApi(page, 'mentor');
  const account = await openSettings(page);
  await account.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/dashboard/settings');

  await account.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();

  const fresh = await playwright.request.newContext({ baseURL });
  expect((await fresh.post('/app/user/login', { data: { email: user.email, password: user.password } })).status()).toBe(401);
  await fresh.dispose();
});

test('delete account fails with the server message when the session has already ended', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  const account = await openSettings(page);
  await endSessionOnRequest(page, 'DELETE', '/app/user');
  await account.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You are not logged in.');
});

test('an admin acts as mentor and back; the sidebar follows the role', async ({ page }) => {
  await logInViaApi(page, E2E_ADMINS.actor);
  const account = await openSettings(page);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Manage skills' })).toHaveCount(0);

  await account.getByRole('button', { name: 'Change role' }).click();
  await account.getByLabel('Act as').selectOption('mentor');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('status')).toHaveText('You are now acting as mentor.');
  await expect(sidebar.getByRole('link', { name: 'Manage skills' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Admin tools' })).toBeVisible();

  await account.getByLabel('Act as').selectOption('admin');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('status')).toHaveText('You are now acting as admin.');
  await expect(sidebar.getByRole('link', { name: 'Manage skills' })).toHaveCount(0);
});

test('non-admins have no "Act as" choice', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  const account = await openSettings(page);
  await expect(account.getByRole('button', { name: 'Change user name' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Change role' })).toHaveCount(0);
});
