import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { buildNoticePush } from '../src/server/notices/notice-content';
import { E2E_BASE_URL, E2E_DATA_DIR, FULL_BROWSER_ONLY } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { clickNotification, serviceWorkerEvents } from './support/service-worker';
import { E2E_TIME_ZONE, nextWeekAt } from './support/mentor-setup';
import { bookSlot, createCatalogueSkill, newUserContext, offerSkill, payViaApi } from './support/sessions';
import { signUpViaApi } from './support/users';

// The push test needs the service worker (the config blocks it elsewhere).
// A British browser: the 24-hour clock these expectations are written in (decision 105).
test.use({ timezoneId: E2E_TIME_ZONE, locale: 'en-GB', serviceWorkers: 'allow' });

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

test(
  'weekly hours: a mentor sets Tue and Thu 18:00–21:00 for 4 weeks, a booking mails the invite and pushes "New booking"',
  { tag: FULL_BROWSER_ONLY },
  async ({ page, browser, context }) => {
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
    await saveScreenshot(page, 'weekly-hours-preview-1280-light-en', { fullPage: true });
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
    await saveScreenshot(page, 'weekly-hours-week-1280-light-en', { fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'weekly-hours-360-light-en', { fullPage: true });

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
    const start = new Date(booked.start);
    const payload = buildNoticePush({
      noticeId: 'e2e',
      bookingId,
      kind: 'confirmed',
      sequence: 0,
      start,
      end: new Date(start.getTime() + 3_600_000),
      skill: skillTitle,
      agenda: null,
      rescheduleReason: null,
      joinLink: null,
      recipient: { name: mentor.userName, email: mentor.email, role: 'mentor', language: 'en', timeZone: E2E_TIME_ZONE },
      mentor: { name: mentor.userName, email: mentor.email },
      mentee: { name: 'Anna Mentee', email: 'anna@example.test' },
      publicUrl: E2E_BASE_URL,
      appAddress: { name: 'Mentor Marketplace', email: 'no-reply@localhost' },
      now: new Date(),
    });
    expect(mail).toContain(payload.title);
    await (await serviceWorkerEvents(context, page)).deliverPush(payload);
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title }) => title));
    await expect
      .poll(shown)
      .toEqual([expect.stringMatching(new RegExp(`^New booking: Anna Mentee, ${skillTitle}, \\w{3} \\d\\d:00$`))]);
    await clickNotification(context);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/session-preview?bookingId=${bookingId}`);

    // The dashboard's week at a glance.
    // One of today's slots may start while the test runs (one at 18:00 in E2E_TIME_ZONE on a Tue or Thu): the
    // page counts the free ones still ahead when it asks. Matched as a substring, like any text here: the
    // card's skill title, random digits at its end, runs into the count in the text.
    const freeAhead = () => slots.filter((slot) => slot !== booked && Date.parse(slot.start) > Date.now()).length;
    const freeAheadBefore = freeAhead();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const overview = page.getByRole('region', { name: 'Your week' });
    await expect(overview).toContainText('Weekly hours: Tue, Thu 18:00–21:00 · 4 weeks ahead');
    await expect(overview).toContainText(new RegExp(`(${freeAheadBefore}|${freeAhead()}) free slots ahead`));
    if (Date.parse(booked.start) < Date.now() + 7 * 86_400_000)
      await expect(overview).toContainText(`Anna Mentee · ${skillTitle}`);
    await saveScreenshot(page, 'mentor-dashboard-1280-light-en', { fullPage: true });

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
    await saveScreenshot(page, 'notification-settings-1280-light-en');
    await expectAccessible(page, 'notification settings');

    // German and dark, on a phone: the settings and the weekly hours.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.evaluate(() => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Benachrichtigungen' })).toBeVisible();
    await saveScreenshot(page, 'notification-settings-360-dark-de', { fullPage: true });
    await page.goto('/dashboard/schedule');
    const german = page.getByRole('region', { name: 'Wochenzeiten' });
    await expect(german.getByRole('combobox', { name: 'Dienstag von' })).toHaveValue('18');
    await german.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'weekly-hours-360-dark-de', { fullPage: true });
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Ihre Woche' })).toContainText(
      'Wochenzeiten: Di, Do 18:00–21:00 Uhr · 4 Wochen im Voraus',
    );
    await saveScreenshot(page, 'mentor-dashboard-360-dark-de', { fullPage: true });
  },
);

test('several slots at once: a drag over 3 hours adds 3 slots, taken hours are skipped, a click still adds one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, 'mentor');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/schedule');
  const showNextWeek = async () => {
    for (const name of ['Week', 'Today', 'Next']) await page.getByRole('button', { name, exact: true }).click();
  };
  await showNextWeek();
  const day = nextWeekAt(0);
  const column = page.locator(`.sx__time-grid-day[data-time-grid-date="${day.toPlainDate().toString()}"]`);
  const events = column.locator('.sx__event');
  // The grid spans 24 h; the view is scrolled so 11:00 is at its top, in a calendar fully on screen.
  await page.locator('.sx__view-container').evaluate((view) => view.scrollTo({ top: (11 * view.scrollHeight) / 24 }));
  await page.locator('.sx__view-container').evaluate((view) => view.scrollIntoView({ block: 'end' }));
  const yAt = async (hour: number, minute: number) => {
    const box = (await column.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + ((hour * 60 + minute) / (24 * 60)) * box.height };
  };
  const drag = async (from: [number, number], to: [number, number]) => {
    const start = await yAt(...from);
    const end = await yAt(...to);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 8 });
    await page.mouse.up();
  };
  const panel = page.getByRole('complementary', { name: 'Add availability' });
  // On a phone the site header and the dashboard menu stay on top: the panel goes just below them.
  const belowHeader = (element: Locator) =>
    element.evaluate((box) => {
      box.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -160);
    });
  const hours = panel.getByRole('combobox', { name: 'Number of hours' });

  await drag([14, 10], [16, 40]);
  await expect(hours).toHaveValue('3');
  await expect(column.locator('.sx__event', { hasText: 'New availability' })).toHaveCount(1);
  await saveScreenshot(page, 'hour-drag-1280-light-en');
  await page.setViewportSize({ width: 360, height: 780 });
  await belowHeader(panel);
  await saveScreenshot(page, 'hour-drag-360-light-en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await panel.getByRole('button', { name: 'Add 3 one-hour slots' }).click();
  await expect(page.getByRole('status').getByText('3 slots added, 0 skipped.')).toBeVisible();
  await expect(events).toHaveCount(3);

  // 12:00–15:00 meets the 14:00 slot: two are added, one is skipped.
  await drag([12, 20], [14, 30]);
  await panel.getByRole('button', { name: 'Add 3 one-hour slots' }).click();
  await expect(page.getByRole('status').getByText('2 slots added, 1 skipped.')).toBeVisible();
  await expect(events).toHaveCount(5);

  // A click keeps the one-hour "Add availability".
  const click = await yAt(17, 5);
  await page.mouse.click(click.x, click.y);
  await expect(hours).toHaveValue('1');
  await panel.getByRole('button', { name: 'Add availability' }).click();
  await expect(page.getByRole('status').getByText('Availability added.')).toBeVisible();
  await expect(events).toHaveCount(6);

  // German and dark: the panel after a click and a choice of three hours (the keyboard's way to several), and the weekly hours, at both widths.
  await page.evaluate(() => {
    localStorage.setItem('language', 'ger');
    localStorage.setItem('darkMode', 'true');
  });
  await page.reload();
  for (const name of ['Woche', 'Heute', 'Weiter']) await page.getByRole('button', { name, exact: true }).click();
  await page.locator('.sx__view-container').evaluate((view) => view.scrollTo({ top: (8 * view.scrollHeight) / 24 }));
  const morning = await yAt(9, 5);
  await page.mouse.click(morning.x, morning.y);
  const german = page.getByRole('complementary', { name: 'Verfügbarkeit hinzufügen' });
  await german.getByRole('combobox', { name: 'Anzahl der Stunden' }).selectOption('3');
  await expect(german.getByRole('button', { name: '3 einstündige Termine hinzufügen' })).toBeVisible();
  await expectAccessible(page, 'hour drag panel');
  await saveScreenshot(page, 'hour-drag-1280-dark-de');
  await belowHeader(page.getByRole('region', { name: 'Wochenzeiten' }));
  await saveScreenshot(page, 'weekly-hours-1280-dark-de');
  await page.setViewportSize({ width: 360, height: 780 });
  await belowHeader(german);
  await saveScreenshot(page, 'hour-drag-360-dark-de');
});
