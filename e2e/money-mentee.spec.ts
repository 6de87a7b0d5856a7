import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { textPattern, wordsIn } from './support/offline';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { buyPackViaApi, CARDS, holdBooking, HOUR_MS, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * The payer's side of money: a pricing plan bought on its purchase page with the booking page's card
 * form, a pack session spent on a booking, the balance, and Settings' subscription and receipts. Once
 * in full on a phone in English (light), once on a desktop in German (dark) with the subscription, and
 * the card declined and the network gone; screenshots in both themes, axe on each page reached.
 */
test.describe.configure({ timeout: 150_000 });

const DAY_MS = 24 * HOUR_MS;
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };

/** The page in its own theme, then (for people to look at) in the other one. */
async function shots(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  await saveScreenshot(page, `money-${name}-${theme}`, { fullPage: true });
  const other = theme === 'dark' ? 'light' : 'dark';
  await page.evaluate((next) => (document.documentElement.dataset.theme = next), other);
  await saveScreenshot(page, `money-${name}-${other}`, { fullPage: true });
  await page.evaluate((back) => (document.documentElement.dataset.theme = back), theme);
}

async function payByCard(page: Page, say: ReturnType<typeof wordsIn>, cardNumber: string, payLabel: RegExp) {
  await page.getByLabel(say('I agree to the terms and conditions')).check();
  const form = page.getByRole('group', { name: say('Test payments') });
  await form.getByLabel(say('Card number')).fill(cardNumber);
  await form.getByLabel(say('Expiry date')).fill('12/40');
  await form.getByLabel(say('CVC')).fill('123');
  await page.getByRole('button', { name: payLabel }).click();
}

const credits = async (page: Page) => ((await (await page.request.get('/app/user/auth')).json()) as { sessionCredits: number }).sessionCredits;

test.describe('on a phone, in English', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-US' });

  test('a visitor chooses 10 classes, pays with 4242…, books with a pack session and opens the receipt', async ({ page, browser }) => {
    const say = wordsIn('en');
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Choose 10 classes' }).click();
    await expect(page).toHaveURL('/dashboard/purchase/pack-10');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please log in to view this page.');
    // Signed up (here through the API), the visitor is back on the plan they chose.
    await signUpViaApi(page, 'mentee', 'Pia Payer');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy sessions');
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order).toContainText('10 sessions');
    await expect(order).toContainText('€8.00');
    await expect(page.getByTestId('purchase-amount')).toHaveText('€80.00');
    await expectAccessible(page, 'purchase page, phone');
    await shots(page, 'purchase-phone-en');

    await payByCard(page, say, CARDS.succeeds, /^Pay €80\.00$/);
    await expect(page.getByText('Payment received: 10 pack sessions were added.')).toBeVisible();
    await expect(page.getByTestId('purchase-balance')).toContainText('You now have 10 pack sessions.');
    await shots(page, 'purchase-done-phone-en');
    expect(await credits(page)).toBe(10);

    const mentor = await setUpMentor(browser, 'Bea Booker');
    const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);
    await page.goto(`/booking/${bookingId}`);
    await expect(page.getByTestId('pack-sessions-left')).toHaveText('You have 10 pack sessions left. Use one for this booking instead of paying.');
    await expectAccessible(page, 'booking page with pack sessions, phone');
    await shots(page, 'booking-pack-phone-en');
    await page.getByRole('button', { name: 'Use a pack session' }).click();
    await expect(page).toHaveURL(`/session-preview?bookingId=${bookingId}`);
    await expect(page.getByRole('heading', { name: mentor.skillTitle })).toBeVisible();
    expect(await credits(page)).toBe(9);

    await page.goto('/dashboard');
    await expect(page.getByTestId('balance-pack-sessions')).toHaveText('9 pack sessions');
    await shots(page, 'dashboard-phone-en');

    await page.goto('/dashboard/settings');
    const receipts = page.getByRole('region', { name: 'Receipts' });
    await expect(receipts.getByRole('listitem')).toHaveCount(1);
    await expect(receipts).toContainText('10 sessions (pack)');
    await expect(receipts).toContainText('€80.00');
    const link = receipts.getByRole('link', { name: /^View receipt R-\d{6}$/ });
    const number = (await link.textContent())!.replace('View receipt ', '');
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('You have no subscription.');
    await expectAccessible(page, 'settings with receipts, phone');
    await shots(page, 'settings-phone-en');

    const [printable] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(printable.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${number}`);
    await expect(printable.getByRole('main')).toContainText('€80.00');
    await expect(printable.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(printable, 'printable receipt, phone');
    await saveScreenshot(printable, 'money-receipt-phone-en-light', { fullPage: true });
    // On screen it follows a dark preference; printed it is black on white all the same.
    const colours = () =>
      printable.evaluate(() => {
        const body = getComputedStyle(document.body);
        return { text: body.color, background: body.backgroundColor };
      });
    await printable.emulateMedia({ colorScheme: 'dark' });
    expect(await colours()).toEqual({ text: 'rgb(230, 233, 239)', background: 'rgb(15, 20, 32)' });
    await expectAccessible(printable, 'printable receipt, phone, dark');
    await saveScreenshot(printable, 'money-receipt-phone-en-dark', { fullPage: true });
    await printable.emulateMedia({ colorScheme: 'dark', media: 'print' });
    expect(await colours()).toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    await expect(printable.getByRole('button', { name: 'Print' })).toBeHidden();
    await expectAccessible(printable, 'printed receipt');
    await saveScreenshot(printable, 'money-receipt-print', { fullPage: true });
  });

  test('a declined card adds nothing; offline, the purchase page says why and cannot pay', async ({ page, context }) => {
    const say = wordsIn('en');
    await signUpViaApi(page, 'mentee', 'Dora Declined');
    await page.goto('/dashboard/purchase/pack-10');
    await payByCard(page, say, CARDS.declined, /^Pay €80\.00$/);
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    expect(await credits(page)).toBe(0);
    expect(await (await page.request.get('/app/payment/receipts')).json()).toEqual([]);
    await shots(page, 'purchase-declined-phone-en');

    const pay = page.getByRole('button', { name: 'Pay €80.00' });
    await expect(pay).toBeEnabled();
    await context.setOffline(true);
    await expect(page.getByText('You are offline. Buying sessions needs an internet connection.')).toBeVisible();
    await expect(pay).toBeDisabled();
    await shots(page, 'purchase-offline-phone-en');
    await context.setOffline(false);
    await expect(pay).toBeEnabled();
  });
});

test.describe('on a desktop, in German, dark', () => {
  test.use({ viewport: WIDE, locale: 'de-DE' });

  test('a mentee subscribes, books with a pack session, gets the receipt mail in German and cancels', async ({ page, browser }) => {
    const say = wordsIn('de');
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    const account = await signUpViaApi(page, 'mentee', 'Greta Gebucht');
    await page.goto('/dashboard/purchase/monthly-18');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('Subscribe'));
    await expectAccessible(page, 'purchase page, desktop, de');
    await shots(page, 'purchase-subscription-desktop-de');
    await payByCard(page, say, CARDS.succeeds, textPattern(say('Subscribe for {amount}')));
    await expect(page.getByText('Ihr Abo hat begonnen: 18 Paket-Sitzungen wurden hinzugefügt.')).toBeVisible();
    expect(await credits(page)).toBe(18);
    expect(await waitForMail(account.email)).toMatch(/Subject: Ihr Beleg R-\d{6}/);

    // A 10-pack as well, bought through the API: the booking page shows what both left.
    await buyPackViaApi(page.request, 'pack-10');
    const mentor = await setUpMentor(browser, 'Bruno Berater');
    const { bookingId } = await holdBooking(mentor, page.request, 3 * DAY_MS);
    await page.goto(`/booking/${bookingId}`);
    await expect(page.getByTestId('pack-sessions-left')).toContainText('28');
    await expectAccessible(page, 'booking page with pack sessions, desktop, de');
    await shots(page, 'booking-pack-desktop-de');
    await page.getByRole('button', { name: say('Use a pack session') }).click();
    await expect(page).toHaveURL(`/session-preview?bookingId=${bookingId}`);
    expect(await credits(page)).toBe(27);

    await page.goto('/dashboard');
    await expect(page.getByTestId('balance-pack-sessions')).toHaveText('27 Paket-Sitzungen');
    await expectAccessible(page, 'dashboard balance, desktop, de');
    await shots(page, 'dashboard-desktop-de');

    await page.goto('/dashboard/settings');
    const subscription = page.getByRole('region', { name: say('Subscription') });
    await expect(subscription.getByTestId('subscription-status')).toHaveText(say('Active'));
    await expect(subscription.getByTestId('subscription-period')).toHaveText(/^Verlängert sich am .+\.$/);
    await expect(page.getByRole('region', { name: say('Receipts') }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'settings, desktop, de');
    await shots(page, 'settings-desktop-de');

    await subscription.getByRole('button', { name: say('Cancel subscription') }).click();
    const dialog = page.getByRole('dialog', { name: say('Cancel your subscription?') });
    await expect(dialog).toBeVisible();
    await shots(page, 'settings-cancel-dialog-desktop-de');
    await dialog.getByRole('button', { name: say('Yes, cancel the subscription') }).click();
    await expect(subscription.getByTestId('subscription-status')).toHaveText(say('Canceled'));
    await expect(subscription.getByTestId('subscription-period')).toHaveText(/^Endet am /);
    await expect(subscription.getByRole('button', { name: say('Cancel subscription') })).toHaveCount(0);
    // The credits already granted stay.
    expect(await credits(page)).toBe(27);
  });
});
