import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HOUR_MS, clockOffset, confirmedSession, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

test.describe.configure({ timeout: 120_000 });

/** Both sides look at a session that started in 1 hour from a server clock 3 hours ahead: it is over. */
const AFTER_SESSION = clockOffset(3 * HOUR_MS);

async function openFeedbackForm(page: Page, heading: string, received: { from: 'mentor' | 'mentee'; text: string } | null) {
  await page.goto('/dashboard/session-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your progress');
  const card = page.getByTestId('session-card');
  if (received) {
    await card.getByRole('button', { name: `Read your ${received.from}'s feedback` }).click();
    await expect(card.getByText(received.text)).toBeVisible();
  } else {
    await expect(card.getByTestId('no-feedback-yet')).toHaveText('Mira Mentor has not written feedback on this session yet.');
  }
  await card.getByRole('link', { name: 'Submit feedback' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('after the session both sides give feedback and read what they received', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser, 'Mira Mentor');
  await signUpViaApi(page, 'mentee', 'Milo Mentee');
  const { bookingId } = await confirmedSession(mentor, page.request, HOUR_MS);
  await page.setExtraHTTPHeaders(AFTER_SESSION);
  await mentor.page.setExtraHTTPHeaders(AFTER_SESSION);

  // Mentee: a comment and a rating are needed; the rating is a radio group of stars, none chosen yet.
  await openFeedbackForm(page, 'Mentee feedback', null);
  await expect(page).toHaveURL(new RegExp(`/feedback\\?bookingId=${bookingId}`));
  await expect(page.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  await expect(page.getByLabel('Show my feedback publicly (with my name and picture)')).not.toBeChecked();
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByLabel('Comment', { exact: true })).toHaveAccessibleDescription('Please provide feedback.');
  await expect(page.getByRole('group', { name: 'Rating' })).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel('Comment', { exact: true }).fill('Clear and patient explanations.');
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText('Thank you for your feedback! It has been successfully submitted.')).toBeVisible();
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL('/dashboard/session-history', { timeout: 8000 });
  await expect(page.getByTestId('session-card')).toContainText('You have given feedback on this session.');

  // Mentor: three required texts.
  const mentorPage = mentor.page;
  await openFeedbackForm(mentorPage, 'Mentor feedback', { from: 'mentee', text: 'Clear and patient explanations.' });
  await mentorPage.getByLabel('Comment').fill('A focused session.');
  await mentorPage.getByLabel('Strengths').fill('Prepares good questions.');
  await mentorPage.getByLabel('Improvement').fill('Practise the opening.');
  await mentorPage.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(mentorPage.getByText('Thank you for your feedback! It has been successfully submitted.')).toBeVisible();

  // Each side reads the other's feedback; giving it hides the submit button.
  await expect(mentorPage).toHaveURL('/dashboard/session-history', { timeout: 8000 });
  await mentorPage.getByRole('button', { name: "Read your mentee's feedback" }).click();
  await expect(mentorPage.getByTestId('session-card')).toContainText('5 of 5 stars');
  await expect(mentorPage.getByRole('link', { name: 'Submit feedback' })).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: "Read your mentor's feedback" }).click();
  await expect(page.getByTestId('session-card')).toContainText('Prepares good questions.');
  await expect(page.getByRole('button', { name: "Hide your mentor's feedback" })).toBeVisible();
  await mentor.context.close();
});

test('the reviews sidebar shows public reviews two at a time and advances every 3 s', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser, 'Mira Mentor');
  await signUpViaApi(page, 'mentee', 'Rita Reviewer');
  const marker = randomUUID().slice(0, 8);
  // Three finished sessions, each with a public review.
  for (let index = 0; index < 3; index++) {
    const { bookingId } = await confirmedSession(mentor, page.request, HOUR_MS + index * 2 * HOUR_MS);
    const response = await page.request.post('/app/feedback', {
      headers: { ...clockOffset(8 * HOUR_MS), 'Idempotency-Key': randomUUID() },
      data: { bookingId, comment: `Review ${index} ${marker}`, rating: 4, publicFeedback: true },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.clock.install();
  await page.goto('/dashboard');
  const toggle = page.getByRole('button', { name: 'Open what mentees say' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'What mentees say' })).toBeHidden();
  const reviewsResponse = page.waitForResponse('**/app/feedback/public');
  // By keyboard: a click would leave the pointer over the opened panel, and hovering pauses the rotation.
  await toggle.press('Enter');
  const reviews = (await (await reviewsResponse).json()) as Array<{ comment: string }>;
  expect(reviews.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: 'What mentees say' })).toBeVisible();
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(`“${reviews[0]!.comment}”`);
  await expect(cards.nth(1)).toContainText(reviews[1]!.comment);
  const ours = page.getByTestId('review-card').filter({ hasText: marker }).first();
  await expect(ours).toContainText('Rita Reviewer');
  await expect(ours).toContainText(mentor.skillTitle);
  await expect(ours.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  await page.clock.runFor(3000);
  await expect(cards.nth(0)).toContainText(reviews[2]!.comment);
  await expect(cards.nth(1)).toContainText(reviews[3 % reviews.length]!.comment);

  // Reduced motion: no automatic rotation (the fake clock still flows, so compare with what is shown); Next moves on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  // The list announces changes once it stops rotating: the page has seen the preference (a tick could
  // otherwise still land between reading the card and the page reacting to the new media query).
  await expect(page.locator('ul').filter({ has: cards.first() })).toHaveAttribute('aria-live', 'polite');
  const shown = (await cards.nth(0).textContent())!;
  await page.clock.runFor(6000);
  await expect(cards.nth(0)).toHaveText(shown);
  const position = reviews.findIndex((review) => shown.includes(`“${review.comment}”`));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(cards.nth(0)).toContainText(reviews[(position + 2) % reviews.length]!.comment);

  await page.getByRole('button', { name: 'Close what mentees say' }).click();
  await expect(page.getByRole('heading', { name: 'What mentees say' })).toBeHidden();
  await page.getByRole('button', { name: 'Open what mentees say' }).click();
  await page.getByRole('link', { name: 'Go to feedback' }).click();
  await expect(page).toHaveURL('/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentee feedback');
  await mentor.context.close();
});
