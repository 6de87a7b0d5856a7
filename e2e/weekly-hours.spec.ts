import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { buildNoticePush } from '../src/server/notices/notice-content';
import { E2E_BASE_URL, E2E_DATA_DIR } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE } from './support/mentor-setup';
import { bookSlot, createCatalogueSkill, newUserContext, offerSkill, payViaApi } from './support/sessions';
import { signUpViaApi } from './support/users';

test.use({ timezoneId: E2E_TIME_ZONE, locale: 'en-US' });

const shot = (name: string) => `e2e/screenshots/${name}.png`;

/** The newest .eml to `to` whose text matches, polled while the notice scheduler (every 10 s) gets to it. */
async function waitForMailMatching(to: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'mail');
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(`-${safeTo}.eml`));
        for (const file of files) {
          const text = await readFile(path.join(outbox, file), 'utf8');
          if (pattern.test(text)) found = text;
        }
        return found.length;
      },
      { timeout: 45_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  return found;
}

/** Quoted-printable and base64 parts as text, so the test reads what a mail client shows. */
function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((match) => Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [qp, ...base64Parts].join('\n');
}

async function controlledBy(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('weekly hours: a mentor sets Tue and Thu 18:00–21:00 for 4 weeks, a booking mails the invite and pushes "New booking"', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  const skillTitle = `TypeScript ${Date.now().toString(36)}`;
  const protoSkillId = await createCatalogueSkill(browser, skillTitle, 'Types that help');
  const mentor = await signUpViaApi(page, 'mentor', 'Mira Mentor');
  const skillId = await offerSkill(page.request, protoSkillId);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/schedule');
  const card = page.getByRole('region', { name: 'Weekly hours' });
  await card.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await expect(card.getByRole('combobox', { name: 'Tuesday from' })).toHaveValue('18');
  await expect(card.getByRole('combobox', { name: 'Tuesday until' })).toHaveValue('21');
  await card.getByRole('combobox', { name: 'Copy Tuesday to' }).selectOption({ label: 'Thursday' });
  await expect(card.getByRole('combobox', { name: 'Thursday from' })).toHaveValue('18');
  await expect(card.getByRole('combobox', { name: 'Time zone' })).toHaveValue(E2E_TIME_ZONE);
  await card.getByRole('spinbutton', { name: 'Weeks ahead' }).fill('4');

  // Preview: four Tuesdays and four Thursdays, three hours each; tonight's hours may already be past.
  await card.getByRole('button', { name: 'Preview' }).click();
  const previewMessage = card.getByText(/slots? would be added, \d+ skipped\.$/);
  await expect(previewMessage).toBeVisible();
  const [, wouldAdd, wouldSkip] = /^(\d+) slots? would be added, (\d+) skipped\.$/.exec((await previewMessage.textContent())!)!;
  expect(Number(wouldAdd) + Number(wouldSkip)).toBe(24);
  const auth = await (await page.request.get('/app/user/auth')).json();
  const nextWeek = Temporal.Now.plainDateISO(E2E_TIME_ZONE).add({ days: 7 });
  const weekQuery = `start=${new Date(Date.now()).toISOString()}&end=${new Date(Date.now() + 30 * 86_400_000).toISOString()}`;
  expect(await (await page.request.get(`/app/calendar/${auth.uuid}?${weekQuery}`)).json()).toEqual([]);
  await page.screenshot({ path: shot('weekly-hours-preview-1280-light-en'), fullPage: true });
  await expectAccessible(page, 'weekly hours preview');

  await card.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(card.getByText(`${wouldAdd} slots added, ${wouldSkip} skipped.`)).toBeVisible();
  const slots = (await (await page.request.get(`/app/calendar/${auth.uuid}?${weekQuery}`)).json()) as Array<{
    _id: string;
    start: string;
  }>;
  expect(slots).toHaveLength(Number(wouldAdd));

  // Next week's Tuesday shows its three slots in the week view.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const tuesday = nextWeek.add({ days: (2 - nextWeek.dayOfWeek + 7) % 7 });
  const inWeek =
    tuesday.dayOfWeek === 2 && Temporal.PlainDate.compare(tuesday, nextWeek.add({ days: 7 - nextWeek.dayOfWeek + 1 })) < 0;
  const shownTuesday = inWeek ? tuesday : tuesday.subtract({ days: 7 });
  await expect(page.locator(`.sx__time-grid-day[data-time-grid-date="${shownTuesday.toString()}"] .sx__event`)).toHaveCount(3);
  await page.screenshot({ path: shot('weekly-hours-week-1280-light-en'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('weekly-hours-360-light-en'), fullPage: true });

  // A mentee books (and pays for) one of the new slots.
  const mentee = await newUserContext(browser, 'mentee', 'Anna Mentee');
  const booked = slots.find((slot) => Date.parse(slot.start) > Date.now() + 2 * 86_400_000) ?? slots.at(-1)!;
  const bookingId = await bookSlot(mentee.page.request, booked._id, skillId);
  await payViaApi(mentee.page.request, bookingId);
  await mentee.context.close();

  // The mentor's mail holds the invite.
  const raw = await waitForMailMatching(mentor.email, /method=REQUEST/);
  expect(raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
  expect(raw).toMatch(/filename=invite\.ics/);
  const mail = decodeMail(raw);
  expect(mail).toContain(`New booking: Anna Mentee, ${skillTitle}`);
  expect(mail).toContain('METHOD:REQUEST');
  expect(mail).toContain(`UID:${bookingId}@localhost`);
  expect(mail).toContain(`DTSTART:${booked.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

  // The push the server sends for it, delivered to the worker as the push service would.
  await context.grantPermissions(['notifications']);
  await controlledBy(page, '/dashboard/settings');
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${E2E_BASE_URL}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const start = new Date(booked.start);
  const payload = buildNoticePush({
    noticeId: 'e2e',
    bookingId,
    kind: 'confirmed',
    sequence: 0,
    start,
    end: new Date(start.getTime() + 3_600_000),
    skill: skillTitle,
    joinLink: null,
    recipient: { name: mentor.userName, email: mentor.email, role: 'mentor', language: 'en', timeZone: E2E_TIME_ZONE },
    mentor: { name: mentor.userName, email: mentor.email },
    mentee: { name: 'Anna Mentee', email: 'anna@example.test' },
    publicUrl: E2E_BASE_URL,
    appAddress: { name: 'Mentor Marketplace', email: 'no-reply@localhost' },
    now: new Date(),
  });
  expect(mail).toContain(payload.title);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title }) => title));
  await expect
    .poll(shown)
    .toEqual([expect.stringMatching(new RegExp(`^New booking: Anna Mentee, ${skillTitle}, \\w{3} \\d\\d:00$`))]);
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(`${E2E_BASE_URL}/session-preview?bookingId=${bookingId}`);

  // The dashboard's week at a glance.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const overview = page.getByRole('region', { name: 'Your week' });
  await expect(overview).toContainText('Weekly hours: Tue, Thu 18:00–21:00 · 4 weeks ahead');
  await expect(overview).toContainText(`${Number(wouldAdd) - 1} free slots ahead`);
  if (Date.parse(booked.start) < Date.now() + 7 * 86_400_000) await expect(overview).toContainText(`Anna Mentee · ${skillTitle}`);
  await page.screenshot({ path: shot('mentor-dashboard-1280-light-en'), fullPage: true });

  // Settings: the four switches, on by default; one switched off stays off.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/settings');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('checkbox')).toHaveCount(4);
  const bookingMail = notifications.getByRole('checkbox', { name: 'Booking changes (with a calendar invitation)' });
  await expect(bookingMail).toBeChecked();
  await bookingMail.click();
  await expect(bookingMail).not.toBeChecked();
  expect((await (await page.request.get('/app/user/auth')).json()).notifications.bookingMail).toBe(false);
  await notifications.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('notification-settings-1280-light-en') });
  await expectAccessible(page, 'notification settings');

  // German and dark, on a phone: the settings and the weekly hours.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => {
    localStorage.setItem('language', 'ger');
    localStorage.setItem('darkMode', 'true');
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Benachrichtigungen' })).toBeVisible();
  await page.screenshot({ path: shot('notification-settings-360-dark-de'), fullPage: true });
  await page.goto('/dashboard/schedule');
  const german = page.getByRole('region', { name: 'Wochenzeiten' });
  await expect(german.getByRole('combobox', { name: 'Dienstag von' })).toHaveValue('18');
  await german.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('weekly-hours-360-dark-de'), fullPage: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Ihre Woche' })).toContainText(
    'Wochenzeiten: Di, Do 18:00–21:00 · 4 Wochen im Voraus',
  );
  await page.screenshot({ path: shot('mentor-dashboard-360-dark-de'), fullPage: true });
});
