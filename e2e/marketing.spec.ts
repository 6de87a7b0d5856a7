import { TRUST_BASE_URL } from './playwright.config';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES } from './support/routes';
import { signUpViaApi, uniqueEmail } from './support/users';

test('contact: the message is sent and the form cleared; a blank name shows the server message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('Last name').fill('Curious');
  await page.getByLabel('Email').fill(uniqueEmail('contact'));
  await page.getByLabel('Message', { exact: true }).fill('Do you have mentors for product management?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('First Name:');
  await expect(alert).toContainText('First name is required');

  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Send me the newsletter').check();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Send me the newsletter')).not.toBeChecked();
});

test('pricing: a plan’s button leads to its purchase page, where a visitor logs in first', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose 10 classes' }).click();
  await expect(page).toHaveURL('/dashboard/purchase/pack-10');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please log in to view this page.');
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('pricing: the plans cost what the server is configured to charge, shown once it has said so', async ({ page }) => {
  // The second e2e server sells at 12.00, 75.50 and 99.00 a month (TRUST_PRICES), not the defaults.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/app/payment/packs', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(`${TRUST_BASE_URL}/pricing`);
  const prices = page.getByTestId('plan-price');
  await expect(prices).toHaveCount(3);
  // Until the server answers, no figure: the page built in advance does not know the prices.
  await expect(prices.first()).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('main')).not.toContainText('€');
  answer();
  await expect(prices).toHaveText(['€99 a month About €5.50 per class', '€75.50 €7.55 per class', '€12 per class'], { useInnerText: true });

  // German, from the same answer.
  await page.evaluate(() => localStorage.setItem('language', 'ger'));
  await page.reload();
  await expect(prices).toHaveText(['99 € im Monat Etwa 5,50 € pro Kurs', '75,50 € 7,55 € pro Kurs', '12 € pro Kurs'], {
    useInnerText: true,
  });
  await page.unrouteAll({ behavior: 'wait' });
});

test('playground: loading users needs a login; logged in, the list shows', async ({ page }) => {
  await page.goto('/playground');
  await expect(page.getByText('Welcome to the playground!')).toBeVisible();
  await page.getByRole('button', { name: 'Load users' }).click();
  await expect(page.getByRole('alert')).toHaveText('You are not logged in.');

  await signUpViaApi(page, 'mentee', 'Penny Playground');
  await page.goto('/playground');
  await expect(page.getByText('Welcome to the playground, Penny Playground!')).toBeVisible();
  await page.getByRole('button', { name: 'Load users' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Penny Playground' }).first()).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

for (const width of [360, 768, 1280]) {
  test(`pages fit a ${width} px wide window without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpViaApi(page, 'mentor');
    for (const path of [
      ...PUBLIC_PAGES.map(([p]) => p).filter((p) => p !== '/authentication'),
      '/dashboard',
      '/dashboard/settings',
      '/dashboard/schedule',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
