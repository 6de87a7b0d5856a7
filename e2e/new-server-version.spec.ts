import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { signUpViaApi } from './support/users';

// The router reports the failed auth check on the console; here it is what the test provokes.
test.use({ expectedConsoleErrors: [/ApiError: The answer follows contract a-newer-build/] });

test('a server newer than the open app: the page asks for a reload, the header claims nobody, Reload brings the page back', async ({
  page,
}) => {
  await signUpViaApi(page, 'mentee');
  // The server's answers as a newer deploy would send them: the contract version is all that differs.
  await page.route('**/app/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-contract-version': 'a-newer-build' } });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'New version available' })).toBeVisible();
  await expect(page.getByText('This app has been updated. Reload the page to continue.')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expectAccessible(page, 'new version available');

  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Milo Mentee!');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeEnabled();
});
