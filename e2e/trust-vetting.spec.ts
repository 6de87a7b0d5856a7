import { request, type APIRequestContext, type Page } from '@playwright/test';
import { TRUST_BASE_URL, TRUST_DATA_DIR } from './playwright.config';
import { E2E_ADMINS } from './support/admins';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { verificationLinkFrom, waitForMail } from './support/mail';
import { uniqueTag } from './support/mentor-setup';
import { saveScreenshot } from './support/screenshots';
import { uniqueEmail } from './support/users';

/**
 * Verified emails and mentor vetting, on the second e2e server that requires both: a mentor signs up
 * in the form, confirms the address from the mailed link, completes the profile, an admin approves
 * them in the console, and a mentee then finds them. 360×780 English light here; the console's other
 * looks are in trust-admin.spec.ts.
 */
test.use({ baseURL: TRUST_BASE_URL, viewport: { width: 360, height: 780 } });

async function api(baseURL = TRUST_BASE_URL): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<any> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return response.json();
}

async function setLook(page: Page, theme: 'light' | 'dark', language: 'eng' | 'ger') {
  await page.evaluate(
    ([dark, lang]) => {
      localStorage.setItem('darkMode', dark);
      localStorage.setItem('language', lang);
    },
    [String(theme === 'dark'), language] as const,
  );
}

test('a mentor signs up, confirms the address from the mail, completes the profile, is approved and appears in search', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const name = `Vetted Vera ${tag}`;
  const email = uniqueEmail('vetted');
  const password = 'correct-horse-1';

  // Sign-up in the form, as a mentor.
  await page.goto('/authentication?mode=signup&role=mentor');
  await setLook(page, 'light', 'eng');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Unconfirmed and waiting for review: the dashboard says both, with Resend.
  const confirm = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile is waiting for review' })).toBeVisible();
  await saveScreenshot(page, 'trust-dashboard-unverified-pending-360-light-en', { fullPage: true });
  await expectAccessible(page, 'dashboard, unverified and pending');
  await confirm.getByRole('button', { name: 'Resend' }).click();
  await expect(confirm.getByText('We have sent you a new confirmation link.')).toBeVisible();

  // The link in the mail file confirms the address and brings the mentor back to the dashboard.
  const link = verificationLinkFrom(await waitForMail(email, TRUST_DATA_DIR));
  expect(new URL(link).searchParams.get('next')).toBe('/dashboard');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(confirm).toHaveCount(0);

  // Profile: photo, headline, bio, a skill and weekly hours; the checklist ticks them off.
  const mentor = page.request;
  // A 64×64 picture drawn by the browser, as the image picker would send it.
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  });
  await ok(await mentor.put('/app/user/change-image', { data: { newImage: photo } }));
  await ok(await mentor.put('/app/user/profile', { data: { headline: 'Product design mentor', bio: 'Ten years of product design.' } }));
  const admin = await api();
  await ok(await admin.post('/app/user/login', { data: { email: E2E_ADMINS.viewer.email, password: E2E_ADMINS.viewer.password } }));
  const { category } = await ok(
    await admin.post('/app/skill-category/create-skill-category', { data: { skillCategoryTitle: `Design ${tag}`, description: 'e2e' } }),
    201,
  );
  const { populatedSkill } = await ok(
    await admin.post('/app/proto-skill/create-proto-skill', {
      data: { skillCategoryId: category._id, protoSkillTitle: `Figma ${tag}`, protoSkillDescription: 'Design tools' },
    }),
    201,
  );
  await ok(await mentor.post('/app/user-skill/create-user-skill', { data: { protoSkillId: populatedSkill._id, proficiency: 'advanced' } }), 201);
  await ok(
    await mentor.put('/app/calendar/weekly-hours', {
      data: { timeZone: 'Europe/Berlin', weeksAhead: 2, ranges: [{ weekday: 3, start: '10:00', end: '12:00' }] },
    }),
  );
  await page.reload();
  const checklist = page.getByRole('list', { name: 'Profile checklist' });
  for (const item of ['A photo', 'A headline', 'A few words about you (bio)', 'At least one skill', 'Weekly hours']) {
    await expect(checklist.getByText(`${item}: done`)).toBeVisible();
  }

  // Not listed yet: a mentee's search does not find the mentor.
  const mentee = await api();
  await ok(
    await mentee.post('/app/user/signup', {
      data: { userName: `Searcher ${tag}`, email: uniqueEmail('searcher'), password, confirmPassword: password, role: 'mentee' },
    }),
    201,
  );
  const found = async () => ((await ok(await mentee.get(`/app/search?text=${encodeURIComponent(name)}`))) as Array<{ uuid: string }>).length;
  expect(await found()).toBe(0);

  // An admin approves in the console's mentors queue, seeing the card mentees will see.
  const adminPage = await page.context().browser()!.newPage({ baseURL: TRUST_BASE_URL, viewport: { width: 360, height: 780 } });
  await adminPage.request.post('/app/user/login', { data: { email: E2E_ADMINS.viewer.email, password: E2E_ADMINS.viewer.password } });
  await adminPage.goto('/dashboard/admin-tools/mentors');
  await expect(adminPage).toHaveURL(/\/dashboard\/admin-tools\/mentors$/);
  const row = adminPage.getByRole('listitem', { name });
  await expect(row.getByRole('heading', { name })).toBeVisible();
  await expect(row.getByText('Product design mentor')).toBeVisible();
  await expect(row.getByText(`Figma ${tag}`)).toBeVisible();
  await saveScreenshot(adminPage, 'trust-mentors-queue-360-light-en', { fullPage: true });
  await expectAccessible(adminPage, 'mentors queue');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`${name} is approved and listed.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminPage.close();

  // Listed: the mentee finds them, and the mentor's dashboard no longer shows the review card.
  await expect.poll(found).toBe(1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your profile is waiting for review' })).toHaveCount(0);
  await admin.dispose();
  await mentee.dispose();
});

test('an unverified mentee is told to confirm before booking; the link brings them back to the page they signed up on', async ({ page }) => {
  const tag = uniqueTag();
  const email = uniqueEmail('unverified');
  await page.goto('/dashboard/search');
  // Visitors get the login screen in place; sign up from it, staying on this page.
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('User name').fill(`Unverified Uli ${tag}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await page.getByLabel('Confirm password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search for a mentor' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/search$/);
  await page.goto('/dashboard');
  await expect(page.getByText('You can book sessions once you confirm your address')).toBeVisible();

  const link = verificationLinkFrom(await waitForMail(email, TRUST_DATA_DIR));
  expect(new URL(link).searchParams.get('next')).toBe('/dashboard/search');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard\/search$/);
  const auth = await ok(await page.request.get('/app/user/auth'));
  expect(auth.emailVerified).toBe(true);
});
