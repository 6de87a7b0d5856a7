import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { hourFromNow, insertSession } from '../test/session-fixtures';

let h: TestHarness;
let admin: LoggedIn;
beforeAll(async () => {
  h = await createTestHarness();
  admin = await h.admin();
});
afterAll(() => h.close());

/** A mentor with two public mentee reviews (5 and 1 stars); returns the mentor and the 1-star review's id. */
async function reviewedMentor(name: string) {
  const mentor = await h.signup('mentor', { userName: name });
  const ids: string[] = [];
  for (const [hours, rating] of [[-30, 5], [-10, 1]] as const) {
    const mentee = await h.signup('mentee');
    const session = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, hours) });
    const given = await mentee.agent.post('/app/feedback', {
      bookingId: session.bookingId,
      isMentor: false,
      rating,
      comment: rating === 1 ? 'Rude and insulting words' : 'Great',
      publicFeedback: true,
    });
    expect(given.status).toBe(201);
    ids.push(given.body.feedback._id);
  }
  return { mentor, badReviewId: ids[1]! };
}

describe('reporting and hiding reviews', () => {
  it('any logged-in user reports a public review once (409 on repeat); 404 unknown; 400 without reason; 401 anonymous', async () => {
    const { badReviewId } = await reviewedMentor('Reported Rob');
    const reporter = await h.signup('mentee');
    const other = await h.signup('mentor');
    expect((await reporter.agent.post(`/app/feedback/${badReviewId}/report`, { reason: 'Insulting' })).status).toBe(200);
    expect((await reporter.agent.post(`/app/feedback/${badReviewId}/report`, { reason: 'Again' })).status).toBe(409);
    expect((await other.agent.post(`/app/feedback/${badReviewId}/report`, { reason: 'Also insulting' })).status).toBe(200);
    expect((await reporter.agent.post(`/app/feedback/${badReviewId}/report`, {})).status).toBe(400);
    expect((await reporter.agent.post('/app/feedback/00000000-0000-4000-8000-000000000000/report', { reason: 'x' })).status).toBe(404);
    expect((await reporter.agent.post('/app/feedback/nope/report', { reason: 'x' })).status).toBe(400);
    expect((await h.agent().post(`/app/feedback/${badReviewId}/report`, { reason: 'x' })).status).toBe(401);

    const queue = await admin.agent.get('/app/admin/reports');
    expect(queue.status).toBe(200);
    const entry = queue.body.reviews.find((r: { feedbackId: string }) => r.feedbackId === badReviewId);
    expect(entry).toMatchObject({ comment: 'Rude and insulting words', rating: 1, hiddenAt: null, mentor: { userName: 'Reported Rob' } });
    expect(entry.reports.map((r: { reason: string }) => r.reason)).toEqual(['Also insulting', 'Insulting']);
  });

  it('a hidden review leaves the public lists and the rating at once; unhide brings it back', async () => {
    const { mentor, badReviewId } = await reviewedMentor('Hidden Hal');
    const viewer = await h.signup('mentee');
    const rating = async () =>
      ((await viewer.agent.get('/app/search?text=Hidden Hal')).body as Array<{ uuid: string; rating: unknown }>).find(
        (m) => m.uuid === mentor.user.uuid,
      )?.rating;
    const profileRating = async () => (await viewer.agent.get(`/app/search/mentor/${mentor.user.uuid}`)).body.rating;
    const reviewIds = async () =>
      ((await viewer.agent.get(`/app/search/mentor/${mentor.user.uuid}/reviews`)).body.reviews as Array<{ _id: string }>).map((r) => r._id);
    const publicIds = async () => ((await h.agent().get('/app/feedback/public')).body as Array<{ _id: string }>).map((r) => r._id);

    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect(await reviewIds()).toContain(badReviewId);
    expect(await publicIds()).toContain(badReviewId);

    expect((await admin.agent.post(`/app/admin/feedback/${badReviewId}/hide`)).status).toBe(200);
    expect(await rating()).toEqual({ average: 5, count: 1 });
    expect(await profileRating()).toEqual({ average: 5, count: 1 });
    expect(await reviewIds()).not.toContain(badReviewId);
    expect(await publicIds()).not.toContain(badReviewId);
    // A hidden review cannot be reported any more (nobody sees it).
    expect((await viewer.agent.post(`/app/feedback/${badReviewId}/report`, { reason: 'x' })).status).toBe(404);
    expect((await admin.agent.post(`/app/admin/feedback/${badReviewId}/hide`)).status).toBe(409);

    expect((await admin.agent.post(`/app/admin/feedback/${badReviewId}/unhide`)).status).toBe(200);
    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect(await reviewIds()).toContain(badReviewId);
    expect((await admin.agent.post(`/app/admin/feedback/${badReviewId}/unhide`)).status).toBe(409);
    expect((await admin.agent.post('/app/admin/feedback/00000000-0000-4000-8000-000000000000/hide')).status).toBe(404);
  });
});
