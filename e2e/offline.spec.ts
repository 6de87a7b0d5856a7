import { request as playwrightRequest, test as base, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { createCatalogue, uniqueTag } from './support/mentor-setup';
import { serviceWorkerEvents } from './support/service-worker';
import { HOUR_MS, clockOffset, confirmedSession, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * docs/product.md, "Offline and installation": pages from the persisted query cache, changes queued and replayed
 * exactly once, online-only actions disabled. Offline, the browser logs its failed requests
 * (net::ERR_INTERNET_DISCONNECTED), a rejected replay logs its 4xx and React logs the cancelled fetch
 * behind a page not stored offline (CancelledError); any other console error or page error still fails
 * the test.
 */
const test = base.extend<{ consoleGuard: void }>({
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
test.use({ serviceWorkers: 'allow' });

/** The first visit installs the service worker; from the reload on it controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Chromium's offline emulation can let a request through while a reloaded page starts; the API is
 * blocked as well, so nothing reaches the server until the test reconnects (the app keeps such a change
 * queued and tries it again).
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/app/**', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/app/**');
  await context.setOffline(false);
}

interface Stored {
  queries: string[];
  mutations: string[];
  /** How many upcoming sessions the stored cache holds. */
  upcoming: number;
}

/** What the app has written to IndexedDB (query hashes and queued mutation keys), read as the page sees it. */
function stored(page: Page): Promise<Stored> {
  return page.evaluate(
    () =>
      new Promise<Stored>((resolve, reject) => {
        const open = indexedDB.open('mentor-marketplace');
        // Not created by the app yet: do not create it here with the wrong shape.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({ queries: [], mutations: [], upcoming: 0 });
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('query-cache').objectStore('query-cache').get('query-client');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const client = read.result
              ? (JSON.parse(read.result as string) as {
                  clientState: {
                    queries: Array<{ queryHash: string; state: { data: unknown } }>;
                    mutations: Array<{ mutationKey: unknown }>;
                  };
                })
              : null;
            resolve({
              queries: client?.clientState.queries.map((query) => query.queryHash) ?? [],
              mutations: client?.clientState.mutations.map((mutation) => JSON.stringify(mutation.mutationKey)) ?? [],
              upcoming:
                (
                  client?.clientState.queries.find((query) => query.queryHash === '["session","upcoming"]')?.state.data as
                    unknown[] | undefined
                )?.length ?? 0,
            });
          };
        };
      }),
  );
}

const pendingChanges = (page: Page) => page.getByRole('region', { name: 'Pending changes' });
const banner = (page: Page) => page.getByTestId('offline-banner');

test('offline after one visit: dashboard, upcoming sessions and history from the cache; feedback given offline is stored exactly once', async ({
  page,
  context,
  browser,
}) => {
  const mentor = await setUpMentor(browser, 'Mira Mentor');
  await signUpViaApi(page, 'mentee', 'Milo Mentee');
  const past = await confirmedSession(mentor, page.request, HOUR_MS);
  await confirmedSession(mentor, page.request, 48 * HOUR_MS);
  // The server clock 3 hours ahead: the first session is over, the second still to come. Also as a
  // cookie: Chromium may send a replay through the service worker, where a test's headers do not go.
  await context.setExtraHTTPHeaders(clockOffset(3 * HOUR_MS));
  await context.addCookies([{ name: 'test-clock-offset-ms', value: String(3 * HOUR_MS), url: E2E_BASE_URL }]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Milo Mentee!');
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

  await goOffline(context);
  await page.reload();
  await expect(banner(page)).toContainText(/Offline · Saved (just now|\d+\s?min\.? ago)/);
  await expect(page.getByTestId('session-card')).toContainText(mentor.skillTitle);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Milo Mentee!');
  await page.goto('/dashboard/session');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming sessions');
  await page.getByTestId('session-card').getByText('Details', { exact: true }).click();
  await expect(page.getByTestId('session-card').getByRole('link', { name: /^https:\/\/meet\.jit\.si\// })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel session' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeDisabled();

  // Feedback given offline waits on the device, also across a reload.
  await page.goto('/dashboard/session-history');
  await page.getByTestId('session-card').getByRole('link', { name: 'Submit feedback' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentee feedback');
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel('Comment', { exact: true }).fill('Given on a train without network.');
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText('Your feedback is saved on this device and will be sent when you are back online.')).toBeVisible();
  const change = pendingChanges(page).getByTestId('pending-change');
  await expect(change).toContainText(`Feedback on "${mentor.skillTitle}"`);
  await expect(change).toContainText('Waiting to sync');
  // "Saved" means stored: a reload the moment it shows loses nothing.
  await page.reload();
  expect((await stored(page)).mutations).toEqual(['["feedback","submit"]']);
  await expect(change).toContainText('Waiting to sync');
  await expectAccessible(page, 'offline banner and a waiting change (light theme)');
  await expect(page.getByText('Your feedback is saved on this device and will be sent when you are back online.')).toBeVisible();

  const feedbackOnServer = async () => {
    const response = await mentor.page.request.get(`/app/feedback?bookingId=${past.bookingId}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as unknown[]).length;
  };
  expect(await feedbackOnServer()).toBe(0);

  // Back online the queue replays by itself, once.
  await goOnline(context);
  await expect(banner(page)).toBeEmpty();
  await expect(change).toContainText('Synced');
  await expect.poll(feedbackOnServer).toBe(1);
  // The stored queue is rewritten without the sent change (writes are throttled): only then reload.
  await expect.poll(async () => (await stored(page)).mutations).toEqual([]);
  await page.reload();
  await expect(page.getByText('You have given feedback on this session.')).toBeVisible();
  await expect(pendingChanges(page)).toHaveCount(0);
  expect(await feedbackOnServer()).toBe(1);

  // Periodic Background Sync (installed Chromium): the worker refreshes the stored upcoming sessions
  // without the app asking; a session booked meanwhile is on the device for the next offline start.
  await page.goto('/about');
  expect((await stored(page)).upcoming).toBe(1);
  await confirmedSession(mentor, page.request, 72 * HOUR_MS);
  await (await serviceWorkerEvents(context, page)).periodicSync('refresh-upcoming-sessions');
  await expect.poll(async () => (await stored(page)).upcoming).toBe(2);
  await mentor.context.close();
});

test('a skill edit made offline is stored once after reconnecting; a replay the server rejects offers Retry and Discard', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
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
  const card = page.getByRole('region', { name: 'Skills' });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText([`Go ${tag}`, `Rust ${tag}`]);
  await underServiceWorker(page);
  await expect(card.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect
    .poll(async () => (await stored(page)).queries.some((hash) => hash.startsWith('["skills","userSkills"')))
    .toBe(true);

  await goOffline(context);
  const edit = async (title: string, proficiency: string, notes: string) => {
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('region', { name: 'Edit skill' });
    await form.getByLabel('Proficiency').selectOption({ label: proficiency });
    await form.getByLabel('Notes (optional)').fill(notes);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' }).first()).toBeVisible();
  };
  await edit(`Go ${tag}`, 'Beginner', 'Edited without network');
  await edit(`Rust ${tag}`, 'Intermediate', 'Never arrives');
  const changes = pendingChanges(page).getByTestId('pending-change');
  await page.reload();
  expect((await stored(page)).mutations).toEqual(['["skills","userSkill","edit"]', '["skills","userSkill","edit"]']);
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText(`Change skill "Go ${tag}"`);
  await expect(changes.nth(0)).toContainText('Waiting to sync');
  await expect(changes.nth(1)).toContainText(`Change skill "Rust ${tag}"`);

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
  await goOnline(context);
  await expect(changes.nth(0)).toContainText('Synced');
  const rejected = changes.nth(1);
  await expect(rejected.getByRole('alert')).toContainText('Not saved:');
  await expectAccessible(page, 'a synced and a rejected change (dark theme)');
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
    .getByRole('button', { name: /^Retry/ })
    .press('Enter');
  await retried;
  await expect(changes.nth(0).getByRole('alert')).toContainText('Not saved:');
  // The server keeps its first answer per key, a rejection too: a retry must carry a new key.
  expect(rustKeys).toHaveLength(2);
  expect(new Set(rustKeys).size).toBe(2);
  await changes
    .nth(0)
    .getByRole('button', { name: /^Discard/ })
    .press('Enter');
  await expect(pendingChanges(page)).toHaveCount(0);

  await expect.poll(async () => (await stored(page)).mutations).toEqual([]);
  await page.reload();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText([`Go ${tag}`]);
  expect(await mentorSkills()).toHaveLength(1);
  await otherSession.dispose();
});

test('offline, a page never opened and a new search say so at once; the last search shows with its age', async ({
  page,
  context,
  browser,
}) => {
  const mentor = await setUpMentor(browser, `Sam Searchable ${uniqueTag()}`);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Milo Mentee!');

  await goOffline(context);
  const unavailable = page.getByRole('heading', { level: 1, name: 'Not available offline yet' });
  await page.getByRole('link', { name: 'Your progress' }).click();
  await expect(unavailable).toBeVisible({ timeout: 1000 });
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();

  await page.goto('/search?q=somebody%20else', { waitUntil: 'commit' });
  await expect(unavailable).toBeVisible({ timeout: 3000 });
  await page.getByRole('link', { name: 'Show your last search results' }).click();
  await expect(results).toBeVisible({ timeout: 1000 });
  await expect(banner(page)).toContainText(/Offline · Saved (just now|\d+\s?min\.? ago)/);
  await expectAccessible(page, 'the last search offline');

  // The states on a phone and a desktop, light and dark, English and German.
  const shots: Array<[string, string]> = [
    ['/dashboard/session-history', 'unvisited'],
    ['/search?q=somebody%20else', 'search'],
  ];
  const looks: Array<[string, string]> = [
    ['eng', 'false'],
    ['ger', 'true'],
    ['eng', 'true'],
    ['ger', 'false'],
  ];
  for (const [language, darkMode] of looks) {
    await page.evaluate(
      ({ lang, dark }) => {
        localStorage.setItem('language', lang);
        localStorage.setItem('darkMode', dark);
      },
      { lang: language, dark: darkMode },
    );
    for (const [path, name] of shots) {
      await page.goto(path);
      for (const [width, height] of [
        [360, 780],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await expect(page.getByTestId('offline-unavailable')).toBeVisible();
        await saveScreenshot(page, `offline-${name}-${width}-${darkMode === 'true' ? 'dark' : 'light'}-${language}`);
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'eng'));
  // Back online, the page loads by itself.
  await page.goto('/dashboard/session-history');
  await expect(unavailable).toBeVisible();
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(banner(page)).toContainText('Feedback and skill changes are kept');
  await saveScreenshot(page, 'offline-banner-details-1280');
  await goOnline(context);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your progress');
  await mentor.context.close();
});

test('booking, payment, login and account changes are disabled offline, with the reason shown', async ({
  page,
  context,
  browser,
}) => {
  const mentor = await setUpMentor(browser, 'Mira Mentor');
  await signUpViaApi(page, 'mentee', 'Milo Mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 48 * HOUR_MS);

  await page.goto(`/booking/${bookingId}`);
  // The app's code is stored before going offline: a page's lazily loaded part that is not cached yet
  // fails offline, and the router then reloads the page (to pick up a new deployment) into the browser's
  // offline page.
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment details');
  await page.getByLabel('I agree to the terms and conditions').check();
  await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();
  await goOffline(context);
  await expect(page.getByText('You are offline. Booking and payment need an internet connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeDisabled();
  await expect(banner(page)).toContainText('Offline');
  await goOnline(context);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('button', { name: 'Change user name' })).toBeEnabled();
  await goOffline(context);
  await expect(page.getByText('You are offline. Account changes need a connection.')).toBeVisible();
  for (const name of ['Change user name', 'Change user image', 'Change password', 'Change email', 'Delete account']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }
  await goOnline(context);
  await expect(page.getByRole('button', { name: 'Change user name' })).toBeEnabled();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/authentication');
  // Logging out leaves nothing of the person on the device but the fact that nobody is logged in.
  await expect.poll(async () => (await stored(page)).queries).toEqual(['["user","current"]']);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await goOffline(context);
  await expect(
    page.getByText('You are offline. Logging in, signing up and resetting a password need a connection.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await goOnline(context);
  await mentor.context.close();
});
