import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterResponse } from '../http/after-response';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { germanAgent } from '../test/skill-api';
import { calendarWindow } from '../test/trust-fixtures';

let h: TestHarness;
let admin: LoggedIn;
let mentee: LoggedIn;
beforeAll(async () => {
  h = await createTestHarness({ MENTOR_APPROVAL: 'required' });
  admin = await h.admin();
  mentee = await h.signup('mentee');
});
afterAll(() => h.close());

async function pendingMentor(name: string) {
  const mentor = await h.signup('mentor', { userName: name });
  const skill = await addMentorSkill(h, mentor.user._id, { title: `Skill of ${name}` });
  const slot = await mentor.agent.post('/app/calendar', hourSlot(h, 72));
  expect(slot.status).toBe(201);
  return { mentor, skill, slotId: slot.body._id as string };
}

const searchFor = async (text: string) =>
  ((await mentee.agent.get(`/app/search?text=${encodeURIComponent(text)}`)).body as Array<{ uuid: string }>).map((m) => m.uuid);

describe('mentor vetting', () => {
  it('a new mentor is pending: absent from search, profile and calendar 404 to others, slots unbookable', async () => {
    const { mentor, skill, slotId } = await pendingMentor('Pending Pia');
    expect(mentor.user.mentorStatus).toBe('pending');
    expect((await mentor.agent.get('/app/user/auth')).body.mentorStatus).toBe('pending');

    expect(await searchFor('Pending Pia')).not.toContain(mentor.user.uuid);
    expect((await mentee.agent.get(`/app/search/mentor/${mentor.user.uuid}`)).status).toBe(404);
    expect((await mentee.agent.get(`/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}`)).status).toBe(404);
    // The mentor still sees their own calendar.
    expect((await mentor.agent.get(`/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}`)).status).toBe(200);
    expect((await mentee.agent.post(`/app/calendar/book/${slotId}`, { skillId: skill.id })).status).toBe(404);
  });

  it('the queue lists pending mentors with profile, skills and sign-up date; approval lists them at once', async () => {
    const { mentor, skill, slotId } = await pendingMentor('Queued Quinn');
    // A search cached before the approval must not hide the mentor after it.
    expect(await searchFor('Queued Quinn')).not.toContain(mentor.user.uuid);

    const queue = await admin.agent.get('/app/admin/mentors?status=pending');
    expect(queue.status).toBe(200);
    const entry = queue.body.mentors.find((m: { uuid: string }) => m.uuid === mentor.user.uuid);
    expect(entry).toMatchObject({ userName: 'Queued Quinn', mentorStatus: 'pending', email: mentor.user.email, emailVerified: true });
    expect(entry.skills.map((s: { protoSkillId: { protoSkillTitle: string } }) => s.protoSkillId.protoSkillTitle)).toEqual([skill.title]);
    expect(Date.parse(entry.createdAt)).not.toBeNaN();

    const approved = await admin.agent.post(`/app/admin/mentors/${mentor.user.uuid}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.user.mentorStatus).toBe('approved');
    expect(await searchFor('Queued Quinn')).toContain(mentor.user.uuid);
    expect((await mentee.agent.get(`/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}`)).status).toBe(200);
    expect((await mentee.agent.post(`/app/calendar/book/${slotId}`, { skillId: skill.id })).status).toBe(201);

    const after = await admin.agent.get('/app/admin/mentors?status=pending');
    expect(after.body.mentors.map((m: { uuid: string }) => m.uuid)).not.toContain(mentor.user.uuid);
    const approvedList = await admin.agent.get('/app/admin/mentors?status=approved');
    expect(approvedList.body.mentors.map((m: { uuid: string }) => m.uuid)).toContain(mentor.user.uuid);

    await settleAfterResponse();
    const mail = h.mails.findLast((m) => m.to === mentor.user.email);
    expect(mail?.subject).toBe('You are now listed as a mentor');
  });

  it('rejection needs a reason, unlists the mentor, tells them why (in their language) and shows on their auth', async () => {
    const { mentor } = await pendingMentor('Rejected Rita');
    await germanAgent(h, mentor);
    expect((await admin.agent.post(`/app/admin/mentors/${mentor.user.uuid}/reject`, {})).status).toBe(400);
    expect((await admin.agent.post(`/app/admin/mentors/${mentor.user.uuid}/reject`, { reason: '   ' })).status).toBe(400);
    const rejected = await admin.agent.post(`/app/admin/mentors/${mentor.user.uuid}/reject`, { reason: 'Please add a photo and a bio.' });
    expect(rejected.status).toBe(200);
    const auth = (await mentor.agent.get('/app/user/auth')).body;
    expect(auth).toMatchObject({ mentorStatus: 'rejected', mentorStatusReason: 'Please add a photo and a bio.' });
    expect(await searchFor('Rejected Rita')).not.toContain(mentor.user.uuid);

    await settleAfterResponse();
    const mail = h.mails.findLast((m) => m.to === mentor.user.email);
    expect(mail?.subject).toBe('Zu Ihrem Mentorprofil');
    expect(mail?.text).toContain('Please add a photo and a bio.');

    // An approved mentor can be turned away later too: they leave search at once.
    await admin.agent.post(`/app/admin/mentors/${mentor.user.uuid}/approve`);
    expect(await searchFor('Rejected Rita')).toContain(mentor.user.uuid);
    await admin.agent.post(`/app/admin/mentors/${mentor.user.uuid}/reject`, { reason: 'Complaints' });
    expect(await searchFor('Rejected Rita')).not.toContain(mentor.user.uuid);
  });

  it('404 for a uuid that is no mentor, 400 for a malformed one or status', async () => {
    expect((await admin.agent.post(`/app/admin/mentors/${mentee.user.uuid}/approve`)).status).toBe(404);
    expect((await admin.agent.post('/app/admin/mentors/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    expect((await admin.agent.post('/app/admin/mentors/not-a-uuid/approve')).status).toBe(400);
    expect((await admin.agent.get('/app/admin/mentors?status=sleeping')).status).toBe(400);
    expect((await admin.agent.get('/app/admin/mentors?page=0')).status).toBe(400);
  });

  it('MENTOR_APPROVAL=off approves mentors at sign-up', async () => {
    const off = await createTestHarness({ MENTOR_APPROVAL: 'off' });
    try {
      expect((await off.signup('mentor')).user.mentorStatus).toBe('approved');
    } finally {
      await off.close();
    }
  });
});

describe('a pending mentor', () => {
  it('sees their own profile (the dashboard shows it) while others get 404', async () => {
    const { mentor } = await pendingMentor('Self Seeing Sue');
    const own = await mentor.agent.get(`/app/search/mentor/${mentor.user.uuid}`);
    expect(own.status).toBe(200);
    expect(own.body.userName).toBe('Self Seeing Sue');
    expect((await mentee.agent.get(`/app/search/mentor/${mentor.user.uuid}`)).status).toBe(404);
  });
});
