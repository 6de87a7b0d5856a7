import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, test as base, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { createCatalogue, uniqueTag } from './support/mentor-setup';
import {
  BACK_ONLINE_TIMEOUT_MS,
  bannerLine,
  cutNetwork,
  NETWORK_LOSSES,
  restoreNetwork,
  stored,
  textPattern,
  underServiceWorker,
  useLanguage,
  wordsIn,
  type Language,
  type NetworkLoss,
} from './support/offline';
import { serviceWorkerEvents } from './support/service-worker';
import { HOUR_MS, clockOffset, confirmedSession, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * The offline promises: pages from the persisted query cache, changes queued and replayed exactly once,
 * online-only actions refused with the reason. Each flow runs in both ways a network goes away
 * (support/offline.ts): the browser's offline emulation across reloads (English), and requests that
 * fail while the browser believes it is online (German), on a phone. Offline, the browser logs its
 * failed requests (net::ERR_INTERNET_DISCONNECTED), a rejected replay logs its 4xx and React logs the
 * cancelled fetch behind a page not stored offline (CancelledError); any other console error or page
 * error still fails the test.
 */
const test = base.extend<{ consoleGuard: void; network: NetworkLoss; language: Language }>({
  network: ['emulated', { option: true }],
  language: ['en', { option: true }],
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/ERR_INTERNET_DISCONNECTED|status of 4\d\d|CancelledError/.test(message.text())) return;
        problems.push(`console error: ${message.text()}`);
      });
      await use();
      expect(problems, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

test.describe.configure({ timeout: 120_000 });
// The service worker is under test here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

const banner = (page: Page) => page.getByTestId('offline-banner');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The four looks of the screenshots: en/de, light/dark. */
const LOOKS = [
  ['eng', 'false'],
  ['ger', 'true'],
  ['eng', 'true'],
  ['ger', 'false'],
] as const;
const SIZES = [
  [360, 780],
  [1280, 800],
] as const;

async function chooseLook(page: Page, [language, dark]: (typeof LOOKS)[number]) {
  await page.evaluate(({ l, d }) => (localStorage.setItem('language', l), localStorage.setItem('darkMode', d)), {
    l: language,
    d: dark,
  });
}
const lookName = ([language, dark]: (typeof LOOKS)[number]) => `${dark === 'true' ? 'dark' : 'light'}-${language}`;

for (const { network, language } of NETWORK_LOSSES) {
  test.describe(`${network} network, ${language}`, () => {
    test.use({ network, language });
    const say = wordsIn(language);
    const pendingChanges = (page: Page) => page.getByRole('region', { name: say('Pending changes') });

    test('feedback given as the network goes is kept on the device and sent once; stored pages after a reload and on a second start', async ({
      page,
      context,
      browser,
    }) => {
      const mentor = await setUpMentor(browser, 'Mira Mentor');
      await useLanguage(page, language);
      await signUpViaApi(page, 'mentee', 'Milo Mentee');
      const past = await confirmedSession(mentor, page.request, HOUR_MS);
      await confirmedSession(mentor, page.request, 48 * HOUR_MS);
      // The server clock 3 hours ahead: the first session is over, the second still to come. Also as a
      // cookie: Chromium may send a replay through the service worker, where a test's headers do not go.
      await context.setExtraHTTPHeaders(clockOffset(3 * HOUR_MS));
      await context.addCookies([{ name: 'test-clock-offset-ms', value: String(3 * HOUR_MS), url: E2E_BASE_URL }]);
      const welcome = say('Welcome, {userName}!', { userName: 'Milo Mentee' });

      await page.goto('/dashboard');
      await expect(heading(page)).toHaveText(welcome);
      await underServiceWorker(page);
      // Each page's data is written to IndexedDB shortly after it arrives; wait for that before leaving.
      const storedQueries = async () => (await stored(page)).queries;
      await page.goto('/dashboard/session');
      await expect(page.getByTestId('session-card')).toHaveCount(1);
      await expect.poll(storedQueries).toEqual(expect.arrayContaining(['["session","upcoming"]', '["user","current"]']));
      await page.goto('/dashboard/session-history');
      await expect(page.getByTestId('session-card')).toHaveCount(1);
      await expect.poll(storedQueries).toEqual(expect.arrayContaining(['["session","past"]', '["session","upcoming"]']));
      expect((await stored(page)).queries.some((hash) => hash.startsWith('["payment"'))).toBe(false);

      // The form is open while online; the network goes while the person writes. With requests failing
      // unnoticed by the browser, the app learns it from this very submit.
      await page.getByTestId('session-card').getByRole('link', { name: say('Submit feedback') }).click();
      await expect(heading(page)).toHaveText(say('Mentee feedback'));
      await cutNetwork(context, network);
      await page.getByRole('radio', { name: say('{rating} stars', { rating: '5' }) }).check({ force: true });
      await page.getByLabel(say('Comment'), { exact: true }).fill('Given on a train without network.');
      await page.getByRole('button', { name: say('Submit feedback') }).click();
      const savedHere = page.getByText(say('Your feedback is saved on this device and will be sent when you are back online.'));
      await expect(savedHere).toBeVisible();
      await expect(banner(page)).toContainText(bannerLine(say));
      const change = pendingChanges(page).getByTestId('pending-change');
      await expect(change).toContainText(say('Feedback on "{title}"', { title: mentor.skillTitle }));
      await expect(change).toContainText(say('Waiting to sync'));

      // "Saved" means stored: a reload the moment it shows loses nothing. Reloaded with the network gone,
      // the banner shows within 2 s, and the person's stored pages rather than the login form.
      await page.reload();
      await expect(banner(page)).toContainText(bannerLine(say), { timeout: 2000 });
      expect((await stored(page)).mutations).toEqual(['["feedback","submit"]']);
      await expect(change).toContainText(say('Waiting to sync'));
      await expect(savedHere).toBeVisible();
      await expectAccessible(page, `offline banner and a waiting change (${network})`);

      // The installed app opened a second time: the service worker answers with the page's frame, the
      // stored pages show, nobody is asked to log in.
      const second = await context.newPage();
      const opened = await second.goto('/dashboard');
      expect(opened?.fromServiceWorker()).toBe(true);
      expect(await opened?.text()).toContain('class="skeleton-shell"');
      await expect(heading(second)).toHaveText(welcome);
      await expect(banner(second)).toContainText(bannerLine(say), { timeout: 2000 });
      await second.goto('/dashboard/session');
      await expect(heading(second)).toHaveText(say('Upcoming sessions'));
      await expect(second.getByTestId('session-card')).toContainText(mentor.skillTitle);
      await second.getByTestId('session-card').getByText(say('Details'), { exact: true }).click();
      await expect(second.getByTestId('session-card').getByRole('link', { name: /^https:\/\/meet\.jit\.si\// })).toBeVisible();
      await expect(second.getByRole('button', { name: say('Cancel session') })).toBeDisabled();
      await second.getByRole('button', { name: say('Open menu') }).click();
      await expect(second.getByRole('button', { name: say('Logout') })).toBeDisabled();
      if (TAKE_SCREENSHOTS && network === 'failing') {
        // The banner over stored pages, on a phone and a desktop, light and dark, English and German.
        for (const look of LOOKS) {
          await chooseLook(second, look);
          await second.goto('/dashboard/session');
          await expect(second.getByTestId('session-card')).toBeVisible();
          for (const [width, height] of SIZES) {
            await second.setViewportSize({ width, height });
            await second.evaluate(() => window.scrollTo(0, 0));
            await expect(banner(second)).toContainText(/Offline/);
            await saveScreenshot(second, `offline-stored-sessions-${width}-${lookName(look)}`);
          }
        }
        await chooseLook(second, [language === 'de' ? 'ger' : 'eng', 'false']);
      }
      await second.close();

      const feedbackOnServer = async () => {
        const response = await mentor.page.request.get(`/app/feedback?bookingId=${past.bookingId}`);
        expect(response.status()).toBe(200);
        return ((await response.json()) as unknown[]).length;
      };
      expect(await feedbackOnServer()).toBe(0);

      // Back online the queue replays by itself, once.
      await restoreNetwork(context, network);
      await expect(banner(page)).toBeEmpty({ timeout: BACK_ONLINE_TIMEOUT_MS });
      await expect(change).toContainText(say('Synced'));
      await expect.poll(feedbackOnServer).toBe(1);
      // The stored queue is rewritten without the sent change (writes are throttled): only then reload.
      await expect.poll(async () => (await stored(page)).mutations).toEqual([]);
      await page.reload();
      await expect(page.getByText(say('You have given feedback on this session.'))).toBeVisible();
      await expect(pendingChanges(page)).toHaveCount(0);
      expect(await feedbackOnServer()).toBe(1);

      if (network === 'emulated') {
        // Periodic Background Sync (installed Chromium): the worker refreshes the stored upcoming sessions
        // without the app asking; a session booked meanwhile is on the device for the next offline start.
        // Online behaviour: once is enough.
        await page.goto('/about');
        expect((await stored(page)).upcoming).toBe(1);
        await confirmedSession(mentor, page.request, 72 * HOUR_MS);
        await (await serviceWorkerEvents(context, page)).periodicSync('refresh-upcoming-sessions');
        await expect.poll(async () => (await stored(page)).upcoming).toBe(2);
      }
      await mentor.context.close();
    });

    test('a skill edit made as the network goes is stored once after reconnecting; a replay the server rejects offers Retry and Discard', async ({
      page,
      context,
    }) => {
      await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
      await useLanguage(page, language);
      const tag = uniqueTag();
      const catalogue = await createCatalogue(`Offline ${tag}`, [`Go ${tag}`, `Rust ${tag}`]);
      const account = await signUpViaApi(page, 'mentor', 'Olga Offline');
      const offer = async (title: string) => {
        const response = await page.request.post('/app/user-skill/create-user-skill', {
          data: { protoSkillId: catalogue.skills[title], proficiency: 'advanced', notes: null },
        });
        expect(response.status()).toBe(201);
        return ((await response.json()) as { populatedSkill: { _id: string } }).populatedSkill._id;
      };
      await offer(`Go ${tag}`);
      const rustId = await offer(`Rust ${tag}`);

      await page.goto('/dashboard/mentor-skills');
      const card = page.getByRole('region', { name: say('Skills') });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText([`Go ${tag}`, `Rust ${tag}`]);
      await underServiceWorker(page);
      await expect(card.getByRole('heading', { level: 3 })).toHaveCount(2);
      await expect
        .poll(async () => (await stored(page)).queries.some((hash) => hash.startsWith('["skills","userSkills"')))
        .toBe(true);

      // With requests failing unnoticed by the browser, the first Save is what finds the network gone.
      await cutNetwork(context, network);
      const edit = async (title: string, proficiency: string, notes: string) => {
        await card.getByRole('button', { name: say('Edit {title}', { title }) }).click();
        const form = page.getByRole('region', { name: say('Edit skill') });
        await form.getByLabel(say('Proficiency')).selectOption({ label: say(proficiency) });
        await form.getByLabel(say('Notes (optional)')).fill(notes);
        await form.getByRole('button', { name: say('Save') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: say('Saved on this device. It will be sent when you are back online.') }).first(),
        ).toBeVisible();
        await expect(form).toHaveCount(0);
      };
      await edit(`Go ${tag}`, 'Beginner', 'Edited without network');
      await edit(`Rust ${tag}`, 'Intermediate', 'Never arrives');
      const changes = pendingChanges(page).getByTestId('pending-change');
      await page.reload();
      await expect(banner(page)).toContainText(bannerLine(say), { timeout: 2000 });
      expect((await stored(page)).mutations).toEqual(['["skills","userSkill","edit"]', '["skills","userSkill","edit"]']);
      await expect(changes).toHaveCount(2);
      await expect(changes.nth(0)).toContainText(say('Change skill "{title}"', { title: `Go ${tag}` }));
      await expect(changes.nth(0)).toContainText(say('Waiting to sync'));
      await expect(changes.nth(1)).toContainText(say('Change skill "{title}"', { title: `Rust ${tag}` }));
      // The mentor's stored skills, not the login form.
      await expect(card.getByRole('heading', { level: 3 })).toHaveText([`Go ${tag}`, `Rust ${tag}`]);

      // Meanwhile the mentor removes Rust in another session.
      const otherSession = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
      expect(
        (await otherSession.post('/app/user/login', { data: { email: account.email, password: account.password } })).status(),
      ).toBe(200);
      expect((await otherSession.delete(`/app/user-skill/delete-user-skill/${rustId}`)).status()).toBe(200);

      const rustKeys: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/edit-user-skill/${rustId}`)) rustKeys.push(request.headers()['idempotency-key'] ?? '');
      });
      await restoreNetwork(context, network);
      await expect(changes.nth(0)).toContainText(say('Synced'), { timeout: BACK_ONLINE_TIMEOUT_MS });
      const rejected = changes.nth(1);
      const notSaved = textPattern(say('Not saved: {reason}'));
      await expect(rejected.getByRole('alert')).toContainText(notSaved);
      await expectAccessible(page, `a synced and a rejected change (dark theme, ${network})`);
      // The refusal and its reason stay on this device until the person retries or discards.
      const reason = await rejected.getByRole('alert').textContent();
      await expect.poll(async () => (await stored(page)).mutations).toEqual(['["skills","userSkill","edit"]']);
      await page.reload();
      await expect(changes).toHaveCount(1);
      await expect(changes.nth(0).getByRole('alert')).toHaveText(reason ?? '');
      const mentorSkills = async () => {
        const response = await otherSession.get('/app/user-skill/get-user-skills?isMentor=true&page=1&limit=10');
        expect(response.status()).toBe(200);
        return (
          (await response.json()) as {
            skills: Array<{ proficiency: string; notes: string | null; protoSkillId: { protoSkillTitle: string } }>;
          }
        ).skills;
      };
      const skills = await mentorSkills();
      expect(skills).toHaveLength(1);
      expect(skills[0]).toMatchObject({
        proficiency: 'beginner',
        notes: 'Edited without network',
        protoSkillId: { protoSkillTitle: `Go ${tag}` },
      });

      // Retry sends it again (with a new Idempotency-Key) and shows the new answer; Discard drops it.
      // The answer, not just the request: the earlier rejection's alert is still on screen until it arrives.
      const retried = page.waitForResponse((response) => response.url().includes(`/edit-user-skill/${rustId}`));
      await changes
        .nth(0)
        .getByRole('button', { name: textPattern(say('Retry: {label}')) })
        .press('Enter');
      await retried;
      await expect(changes.nth(0).getByRole('alert')).toContainText(notSaved);
      // The server keeps its first answer per key, a rejection too: a retry must carry a new key.
      expect(rustKeys).toHaveLength(2);
      expect(new Set(rustKeys).size).toBe(2);
      await changes
        .nth(0)
        .getByRole('button', { name: textPattern(say('Discard: {label}')) })
        .press('Enter');
      await expect(pendingChanges(page)).toHaveCount(0);

      await expect.poll(async () => (await stored(page)).mutations).toEqual([]);
      await page.reload();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText([`Go ${tag}`]);
      expect(await mentorSkills()).toHaveLength(1);
      await otherSession.dispose();
    });

    test('a page never opened and a new search say so at once; the last search shows with its age', async ({
      page,
      context,
      browser,
    }) => {
      const mentor = await setUpMentor(browser, `Sam Searchable ${uniqueTag()}`);
      await useLanguage(page, language);
      await signUpViaApi(page, 'mentee', 'Milo Mentee');
      await page.goto('/dashboard');
      await underServiceWorker(page);
      await page.goto(`/search?q=${encodeURIComponent(mentor.account.userName)}`);
      const results = page.getByRole('heading', { level: 3, name: mentor.account.userName });
      await expect(results).toBeVisible();
      await expect
        .poll(async () => (await stored(page)).queries)
        .toContain(JSON.stringify(['search', 'results', { q: mentor.account.userName }]));
      await page.goto('/dashboard');
      await expect(heading(page)).toHaveText(say('Welcome, {userName}!', { userName: 'Milo Mentee' }));

      await cutNetwork(context, network);
      const unavailable = page.getByRole('heading', { level: 1, name: say('Not available offline yet') });
      await page.getByRole('button', { name: say('Dashboard menu') }).click();
      await page.getByRole('link', { name: say('Your progress') }).click();
      // "At once": not after TanStack's retries (1 s, then 2 s, each after its request) and then an error
      // page, as when the app trusted navigator.onLine; the margin is for a busy CI machine.
      await expect(unavailable).toBeVisible({ timeout: 5000 });
      await expect(page.getByRole('link', { name: say('Go to your dashboard') })).toBeVisible();
      // A page below /dashboard with a parameter, never opened: the service worker answers with the
      // dashboard's frame in the person's language (not a blank page), then the page says so.
      const mentorPage = await page.goto(`/dashboard/mentors/${randomUUID()}`, { waitUntil: 'commit' });
      expect(mentorPage?.fromServiceWorker()).toBe(true);
      const html = (await mentorPage?.text()) ?? '';
      expect(html).toContain('class="skeleton-shell"');
      expect(html).toContain(`<html lang="${language}"`);
      await expect(unavailable).toBeVisible({ timeout: 5000 });

      await page.goto('/search?q=somebody%20else', { waitUntil: 'commit' });
      await expect(unavailable).toBeVisible({ timeout: 5000 });
      await page.getByRole('link', { name: say('Show your last search results') }).click();
      await expect(results).toBeVisible({ timeout: 2000 });
      await expect(banner(page)).toContainText(bannerLine(say));
      await expectAccessible(page, `the last search offline (${network})`);

      if (TAKE_SCREENSHOTS && network === 'failing') {
        // The states on a phone and a desktop, light and dark, English and German.
        const shots = [
          ['/dashboard/session-history', 'unvisited'],
          ['/search?q=somebody%20else', 'search'],
        ] as const;
        for (const look of LOOKS) {
          await chooseLook(page, look);
          for (const [path, name] of shots) {
            await page.goto(path);
            for (const [width, height] of SIZES) {
              await page.setViewportSize({ width, height });
              await expect(page.getByTestId('offline-unavailable')).toBeVisible();
              await saveScreenshot(page, `offline-${name}-${width}-${lookName(look)}`);
            }
          }
        }
        await chooseLook(page, [language === 'de' ? 'ger' : 'eng', 'false']);
        await page.setViewportSize({ width: 360, height: 780 });
      }
      // Back online, the page loads by itself.
      await page.goto('/dashboard/session-history');
      await expect(unavailable).toBeVisible();
      await banner(page).getByRole('button', { name: say('Details') }).click();
      await expect(banner(page)).toContainText(
        say(
          'Pages you have opened before show what was stored then. Feedback and skill changes are kept and sent when you are back online; logging in or out, account changes, booking and payment need a connection.',
        ),
      );
      await saveScreenshot(page, `offline-banner-details-360-${language}`);
      await restoreNetwork(context, network);
      await expect(heading(page)).toHaveText(say('Your progress'), { timeout: BACK_ONLINE_TIMEOUT_MS });
      await mentor.context.close();
    });

    test('booking, payment, login and account changes are refused offline, with the reason shown', async ({
      page,
      context,
      browser,
    }) => {
      const mentor = await setUpMentor(browser, 'Mira Mentor');
      await useLanguage(page, language);
      await signUpViaApi(page, 'mentee', 'Milo Mentee');
      const { bookingId } = await holdBooking(mentor, page.request, 48 * HOUR_MS);

      await page.goto(`/booking/${bookingId}`);
      // The app's code is stored before going offline: a page's lazily loaded part that is not cached yet
      // fails offline, and the router then reloads the page (to pick up a new deployment) into the browser's
      // offline page.
      await underServiceWorker(page);
      await expect(heading(page)).toHaveText(say('Payment details'));
      await page.getByLabel(say('I agree to the terms and conditions')).check();
      const pay = page.getByRole('button', { name: textPattern(say('Pay {amount}')) });
      await expect(pay).toBeEnabled();
      await page.getByLabel(say('Card number')).fill('4242 4242 4242 4242');
      await page.getByLabel(say('Expiry date')).fill('12/34');
      await page.getByLabel(say('CVC')).fill('123');
      await cutNetwork(context, network);
      // The browser that knows it is offline says so at once; otherwise paying is what finds the network gone.
      if (network === 'failing') await pay.click();
      await expect(page.getByText(say('You are offline. Booking and payment need an internet connection.'))).toBeVisible();
      await expect(pay).toBeDisabled();
      await expect(banner(page)).toContainText(say('Offline'));
      await restoreNetwork(context, network);
      await expect(pay).toBeEnabled({ timeout: BACK_ONLINE_TIMEOUT_MS });

      await page.goto('/dashboard/settings');
      const changeName = page.getByRole('button', { name: say('Change user name') });
      await expect(changeName).toBeEnabled();
      await cutNetwork(context, network);
      await page.reload();
      await expect(page.getByText(say('You are offline. Account changes need a connection.'))).toBeVisible();
      for (const name of ['Change user name', 'Change user image', 'Change password', 'Change email', 'Delete account']) {
        await expect(page.getByRole('button', { name: say(name) })).toBeDisabled();
      }
      await restoreNetwork(context, network);
      await expect(changeName).toBeEnabled({ timeout: BACK_ONLINE_TIMEOUT_MS });

      await page.getByRole('button', { name: say('Open menu') }).click();
      await page.getByRole('button', { name: say('Logout') }).click();
      await expect(page).toHaveURL('/authentication');
      // Logging out leaves nothing of the person on the device but the fact that nobody is logged in.
      await expect.poll(async () => (await stored(page)).queries).toEqual(['["user","current"]']);
      const login = page.getByRole('button', { name: say('Login'), exact: true });
      await expect(login).toBeEnabled();
      await cutNetwork(context, network);
      await page.reload();
      await expect(
        page.getByText(say('You are offline. Logging in, signing up and resetting a password need a connection.')),
      ).toBeVisible();
      await expect(login).toBeDisabled();
      await restoreNetwork(context, network);
      await mentor.context.close();
    });
  });
}
