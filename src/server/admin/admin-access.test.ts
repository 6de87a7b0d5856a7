import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { hourFromNow, insertSession } from '../test/session-fixtures';

let h: TestHarness;
let admin: LoggedIn;
beforeAll(async () => {
  h = await createTestHarness({ MENTOR_APPROVAL: 'required' });
  admin = await h.admin({ userName: 'Audit Ada' });
});
afterAll(() => h.close());

const someUuid = '00000000-0000-4000-8000-000000000000';
const adminEndpoints: Array<[method: 'GET' | 'POST', path: string, body?: unknown]> = [
  ['GET', '/app/admin/mentors?status=pending'],
  ['POST', `/app/admin/mentors/${someUuid}/approve`],
  ['POST', `/app/admin/mentors/${someUuid}/reject`, { reason: 'x' }],
  ['GET', '/app/admin/users'],
  ['POST', `/app/admin/users/${someUuid}/suspend`, { reason: 'x' }],
  ['POST', `/app/admin/users/${someUuid}/unsuspend`],
  ['GET', '/app/admin/reports'],
  ['POST', `/app/admin/feedback/${someUuid}/hide`],
  ['POST', `/app/admin/feedback/${someUuid}/unhide`],
  ['GET', '/app/admin/audit'],
];

describe('the admin API', () => {
  it('answers 401 to visitors and 403 to mentors and mentees, on every endpoint', async () => {
    const mentor = await h.signup('mentor');
    const mentee = await h.signup('mentee');
    for (const [method, path, body] of adminEndpoints) {
      expect((await h.agent().request(method, path, { json: body })).status, `${method} ${path}`).toBe(401);
      expect((await mentor.agent.request(method, path, { json: body })).status, `${method} ${path}`).toBe(403);
      expect((await mentee.agent.request(method, path, { json: body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('writes every action to the audit log: who, what, whom, when and why, newest first', async () => {
    const mentor = await h.signup('mentor', { userName: 'Audited Al' });
    const mentee = await h.signup('mentee', { userName: 'Audited Bea' });
    const session = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, -5) });
    const review = await mentee.agent.post('/app/feedback', {
      bookingId: session.bookingId,
      isMentor: false,
      rating: 2,
      comment: 'Meh',
      publicFeedback: true,
    });
    const reviewId = review.body.feedback._id as string;

    const actions: Array<[string, unknown?]> = [
      [`/app/admin/mentors/${mentor.user.uuid}/reject`, { reason: 'No photo' }],
      [`/app/admin/mentors/${mentor.user.uuid}/approve`],
      [`/app/admin/users/${mentee.user.uuid}/suspend`, { reason: 'Abuse' }],
      [`/app/admin/users/${mentee.user.uuid}/unsuspend`],
      [`/app/admin/feedback/${reviewId}/hide`],
      [`/app/admin/feedback/${reviewId}/unhide`],
    ];
    for (const [path, body] of actions) expect((await admin.agent.post(path, body)).status, path).toBe(200);

    const audit = await admin.agent.get('/app/admin/audit?page=1');
    expect(audit.status).toBe(200);
    const rows = (audit.body as Array<Record<string, unknown>>).slice(0, 6).reverse();
    expect(rows.map((row) => [row.action, row.targetUuid, row.reason])).toEqual([
      ['reject', mentor.user.uuid, 'No photo'],
      ['approve', mentor.user.uuid, null],
      ['suspend', mentee.user.uuid, 'Abuse'],
      ['unsuspend', mentee.user.uuid, null],
      ['hide', reviewId, null],
      ['unhide', reviewId, null],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ adminUuid: admin.user.uuid, adminName: 'Audit Ada' });
      expect(Date.parse(row.at as string)).not.toBeNaN();
    }
    expect(rows[0]!.targetName).toBe('Audited Al');
    expect(rows[4]!.targetName).toBe('Audited Bea');

    // A refused action (409) leaves no row.
    expect((await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/unsuspend`)).status).toBe(409);
    expect((await admin.agent.get('/app/admin/audit')).body).toHaveLength(rows.length);
    expect((await admin.agent.get('/app/admin/audit?page=2')).body).toEqual([]);
    expect((await admin.agent.get('/app/admin/audit?page=x')).status).toBe(400);
  });
});

describe('user names', () => {
  const bad = ['\u202Enimda', 'Eve\r\nBcc: x@example.test', 'A\u2066B', '\u200B\u200B', '\u3164', 'Tab\there', '\u0301\u0301'];

  it('refuses control characters, bidi overrides and isolates, and invisible names with a 400 list form', async () => {
    for (const userName of bad) {
      const response = await h.agent().post('/app/user/signup', {
        userName,
        email: `name-${Math.random().toString(36).slice(2)}@example.test`,
        password: 'correct-horse-battery',
        confirmPassword: 'correct-horse-battery',
        role: 'mentee',
      });
      expect(response.status, JSON.stringify(userName)).toBe(400);
      expect(response.body.error[0].path).toBe('userName');
    }
    const user = await h.signup('mentee');
    for (const newUserName of bad) {
      const response = await user.agent.post('/app/user/change-username', { newUserName });
      expect(response.status, JSON.stringify(newUserName)).toBe(400);
      expect(response.body.error[0].path).toBe('newUserName');
    }
  });

  it('accepts names in any script, with accents, emoji and joiners between visible letters', async () => {
    const user = await h.signup('mentee');
    for (const newUserName of ['Zoë Łukasiewicz', 'محمد علي', '李小龍', 'Ana 👩‍💻', 'Jean-Luc O’Neil']) {
      const response = await user.agent.post('/app/user/change-username', { newUserName });
      expect(response.status, newUserName).toBe(200);
      expect(response.body.user.userName).toBe(newUserName);
    }
  });

  it('answers in German in the list form', async () => {
    const user = await h.signup('mentee');
    const response = await h.agent({ lang: 'de' }).post('/app/user/signup', {
      userName: '\u202Eabc',
      email: 'de-name@example.test',
      password: 'correct-horse-battery',
      confirmPassword: 'correct-horse-battery',
    });
    expect(response.body.error[0].msg).toBe('Der Benutzername darf keine Steuer- oder Schreibrichtungszeichen enthalten');
    expect(user).toBeDefined();
  });
});
