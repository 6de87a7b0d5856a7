import { expect, test } from './support/fixtures';
import { signUpViaApi } from './support/users';

test('switching to German changes what the page says, server messages included, and survives a reload', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  await page.goto('/dashboard/settings');
  await page.getByRole('region', { name: 'Preferences' }).getByLabel('Language', { exact: true }).selectOption('de');

  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Einstellungen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Preise' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ger');

  await page.reload();
  await expect(h1).toHaveText('Einstellungen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const account = page.getByRole('region', { name: 'Konto' });
  await account.getByRole('button', { name: 'Benutzernamen ändern' }).click();
  await account.getByLabel('Neuer Benutzername').fill('Grete Deutsch');
  await account.getByRole('button', { name: 'Speichern' }).click();
  await expect(account.getByRole('status')).toHaveText('Benutzername erfolgreich geändert');

  await account.getByRole('button', { name: 'Passwort ändern' }).click();
  await account.getByLabel('Aktuelles Passwort').fill('irrelevant-password');
  await account.getByLabel('Neues Passwort', { exact: true }).fill('neues-passwort-1');
  await account.getByLabel('Neues Passwort bestätigen').fill('neues-passwort-2');
  await account.getByRole('button', { name: 'Speichern' }).last().click();
  await expect(account.getByRole('alert')).toHaveText('Neue Passwörter stimmen nicht überein');

  await page.getByRole('region', { name: 'Darstellung und Sprache' }).getByLabel('Sprache', { exact: true }).selectOption('en');
  await expect(h1).toHaveText('Settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('German prices use the German number format', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ger'));
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preise');
  await expect(page.getByRole('main')).toContainText('120 €');
  await expect(page.getByRole('main')).toContainText('6,67 €');
});

test('dark mode applies at once and survives a reload', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByLabel('Dark mode').check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Dark mode')).toBeChecked();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

  await page.getByLabel('Dark mode').uncheck();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});
