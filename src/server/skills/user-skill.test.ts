import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserSkillsResponseSchema, userSkillResponseSchema, type ProtoSkill } from '../../shared/contracts/skills';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { createCategory, createProtoSkill, createUserSkill, germanAgent } from '../test/skill-api';

const base = '/app/user-skill';
const missingId = '00000000-0000-4000-8000-000000000000';

let h: TestHarness;
let admin: LoggedIn;
let mentor: LoggedIn;
let otherMentor: LoggedIn;
let mentee: LoggedIn;
let typescript: ProtoSkill;
let javascript: ProtoSkill;
let percent: ProtoSkill;
let painting: ProtoSkill;
let sculpting: ProtoSkill;
beforeAll(async () => {
  h = await createTestHarness();
  admin = await h.admin();
  mentor = await h.signup('mentor');
  otherMentor = await h.signup('mentor');
  mentee = await h.signup('mentee');
  const code = await createCategory(admin.agent, 'Programming');
  const art = await createCategory(admin.agent, 'Art');
  typescript = await createProtoSkill(admin.agent, code._id, 'TypeScript', 'Typed JS');
  javascript = await createProtoSkill(admin.agent, code._id, 'JavaScript');
  percent = await createProtoSkill(admin.agent, code._id, '100% Coverage');
  painting = await createProtoSkill(admin.agent, art._id, 'Painting');
  sculpting = await createProtoSkill(admin.agent, art._id, 'Sculpting');
});
afterAll(() => h.close());

const ids = (body: { skills: Array<{ _id: string }> }) => body.skills.map((skill) => skill._id).sort();

describe('POST /user-skill/create-user-skill', () => {
  it('adds a catalogue skill to the mentor and answers 201 with it populated', async () => {
    const response = await mentor.agent.post(`${base}/create-user-skill`, {
      protoSkillId: typescript._id,
      proficiency: 'advanced',
      notes: ' Since 2015 ',
    });
    expect(response.status).toBe(201);
    const body = userSkillResponseSchema.parse(response.body);
    expect(body.message).toBe('Skill created!');
    expect(body.populatedSkill).toMatchObject({
      protoSkillId: typescript,
      proficiency: 'advanced',
      notes: 'Since 2015',
      mentorUuid: mentor.user.uuid,
    });
    const withoutNotes = await createUserSkill(otherMentor.agent, typescript._id, 'beginner');
    expect(withoutNotes.notes).toBeNull();
  });

  it('refuses a catalogue skill the mentor already has (409) and one that does not exist (404)', async () => {
    await createUserSkill(mentor.agent, painting._id, 'beginner');
    const again = await mentor.agent.post(`${base}/create-user-skill`, { protoSkillId: painting._id, proficiency: 'advanced' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already offer this skill. Edit it instead.');
    const unknown = await mentor.agent.post(`${base}/create-user-skill`, { protoSkillId: missingId, proficiency: 'advanced' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This skill is not in the catalogue.');
  });

  it("says 'Please select a skill' and 'Please select proficiency' for an empty form, in English or German", async () => {
    const empty = await mentor.agent.post(`${base}/create-user-skill`, { protoSkillId: '', proficiency: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual([
      { path: 'protoSkillId', msg: 'Please select a skill' },
      { path: 'proficiency', msg: 'Please select proficiency' },
    ]);
    expect((await mentor.agent.post(`${base}/create-user-skill`, {})).body.error).toEqual(empty.body.error);

    const german = await germanAgent(h, mentor);
    expect((await german.post(`${base}/create-user-skill`, {})).body.error).toEqual([
      { path: 'protoSkillId', msg: 'Bitte wählen Sie eine Fähigkeit aus' },
      { path: 'proficiency', msg: 'Bitte wählen Sie den Kenntnisstand aus' },
    ]);
  });

  it('refuses an unknown or upper-case proficiency, a malformed id and overlong notes', async () => {
    const response = await mentor.agent.post(`${base}/create-user-skill`, {
      protoSkillId: 'ts',
      proficiency: 'Advanced',
      notes: 'n'.repeat(1001),
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([
      { path: 'protoSkillId', msg: 'Invalid UUID' },
      { path: 'proficiency', msg: 'Please select proficiency' },
      { path: 'notes', msg: 'Notes must be at most 1000 characters' },
    ]);
    expect(
      (await mentor.agent.post(`${base}/create-user-skill`, { protoSkillId: javascript._id, proficiency: 'expert' })).status,
    ).toBe(400);
  });
});

describe('PATCH /user-skill/edit-user-skill/:id', () => {
  it("changes the mentor's own proficiency and notes, and keeps the catalogue skill", async () => {
    const skill = await createUserSkill(mentor.agent, javascript._id, 'beginner', 'Some');
    const response = await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, {
      proficiency: 'intermediate',
      notes: 'More',
      protoSkillId: sculpting._id,
    });
    expect(response.status).toBe(200);
    const body = userSkillResponseSchema.parse(response.body);
    expect(body.message).toBe('Skill updated!');
    expect(body.populatedSkill).toMatchObject({
      _id: skill._id,
      proficiency: 'intermediate',
      notes: 'More',
      protoSkillId: javascript,
    });

    const kept = await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, { proficiency: 'advanced' });
    expect(kept.body.populatedSkill).toMatchObject({ proficiency: 'advanced', notes: 'More' });
    const cleared = await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, { proficiency: 'advanced', notes: '' });
    expect(cleared.body.populatedSkill.notes).toBeNull();
  });

  it("answers 404 for someone else's skill exactly as for an unknown one, and changes nothing", async () => {
    const theirs = await createUserSkill(otherMentor.agent, javascript._id, 'beginner', 'Theirs');
    const response = await mentor.agent.patch(`${base}/edit-user-skill/${theirs._id}`, {
      proficiency: 'advanced',
      notes: 'Hijacked',
    });
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('You have no such skill.');
    const unknown = await mentor.agent.patch(`${base}/edit-user-skill/${missingId}`, { proficiency: 'advanced' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(response.body);

    const list = await otherMentor.agent.get(`${base}/get-user-skills`);
    expect(list.body.skills.find((skill: { _id: string }) => skill._id === theirs._id)).toMatchObject({
      proficiency: 'beginner',
      notes: 'Theirs',
    });
  });

  it('refuses a missing proficiency and a malformed id with 400', async () => {
    const skill = await createUserSkill(mentor.agent, sculpting._id, 'beginner');
    expect((await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, { notes: 'x' })).body.error).toEqual([
      { path: 'proficiency', msg: 'Please select proficiency' },
    ]);
    expect((await mentor.agent.patch(`${base}/edit-user-skill/abc`, { proficiency: 'advanced' })).body.error).toEqual([
      { path: 'id', msg: 'Invalid UUID' },
    ]);
  });
});

describe('DELETE /user-skill/delete-user-skill/:id', () => {
  it("removes the mentor's own skill", async () => {
    const skill = await createUserSkill(otherMentor.agent, percent._id, 'beginner');
    const response = await otherMentor.agent.delete(`${base}/delete-user-skill/${skill._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Skill deleted!', _id: skill._id });
    expect(ids((await otherMentor.agent.get(`${base}/get-user-skills`)).body)).not.toContain(skill._id);
    expect((await otherMentor.agent.delete(`${base}/delete-user-skill/${skill._id}`)).status).toBe(404);
  });

  it("answers 404 for someone else's skill and leaves it alone; 400 for a malformed id", async () => {
    const theirs = await createUserSkill(otherMentor.agent, painting._id, 'advanced');
    expect((await mentor.agent.delete(`${base}/delete-user-skill/${theirs._id}`)).status).toBe(404);
    expect(ids((await otherMentor.agent.get(`${base}/get-user-skills`)).body)).toContain(theirs._id);
    expect((await mentor.agent.delete(`${base}/delete-user-skill/x`)).body.error).toEqual([{ path: 'id', msg: 'Invalid UUID' }]);
  });
});

describe('mentor skill changes by role', () => {
  it('are refused to mentees and to admins acting as admin (403)', async () => {
    const skill = await createUserSkill(mentor.agent, percent._id, 'beginner');
    for (const agent of [mentee.agent, admin.agent]) {
      expect(
        (await agent.post(`${base}/create-user-skill`, { protoSkillId: sculpting._id, proficiency: 'beginner' })).status,
      ).toBe(403);
      expect((await agent.patch(`${base}/edit-user-skill/${skill._id}`, { proficiency: 'advanced' })).status).toBe(403);
      expect((await agent.delete(`${base}/delete-user-skill/${skill._id}`)).status).toBe(403);
    }
  });

  it('are allowed to an admin acting as mentor, whose skills leave the shared list when they stop acting', async () => {
    const acting = await h.admin();
    await acting.agent.put('/app/user/change-role', { role: 'mentor' });
    const skill = await createUserSkill(acting.agent, sculpting._id, 'advanced');
    expect(skill.mentorUuid).toBe(acting.user.uuid);
    expect(ids((await mentee.agent.get(`${base}/get-user-skills?skillTitle=sculpting`)).body)).toContain(skill._id);

    await acting.agent.put('/app/user/change-role', { role: 'admin' });
    expect(ids((await mentee.agent.get(`${base}/get-user-skills?skillTitle=sculpting`)).body)).not.toContain(skill._id);
    expect(ids((await acting.agent.get(`${base}/get-user-skills?isMentor=true`)).body)).toEqual([skill._id]);
  });
});

describe('GET /user-skill/get-user-skills', () => {
  let lister: TestHarness;
  let ann: LoggedIn;
  let bob: LoggedIn;
  let reader: LoggedIn;
  let many: ProtoSkill[];
  beforeAll(async () => {
    lister = await createTestHarness();
    const listAdmin = await lister.admin();
    [ann, bob, reader] = await Promise.all([lister.signup('mentor'), lister.signup('mentor'), lister.signup('mentee')]);
    const code = await createCategory(listAdmin.agent, 'Code');
    const art = await createCategory(listAdmin.agent, 'Art');
    many = [];
    for (let i = 0; i < 103; i++)
      many.push(await createProtoSkill(listAdmin.agent, code._id, `Skill ${String(i).padStart(3, '0')}`));
    const under = await createProtoSkill(listAdmin.agent, code._id, 'snake_case');
    const drawing = await createProtoSkill(listAdmin.agent, art._id, 'Drawing Scripts');
    for (const skill of many) await createUserSkill(ann.agent, skill._id, 'intermediate');
    await createUserSkill(ann.agent, under._id, 'advanced');
    await createUserSkill(bob.agent, many[0]!._id, 'beginner');
    await createUserSkill(bob.agent, drawing._id, 'advanced');
  });
  afterAll(() => lister.close());

  it('gives a mentor their own skills, 50 per page by default, ordered by the catalogue title', async () => {
    const response = await ann.agent.get(`${base}/get-user-skills`);
    expect(response.status).toBe(200);
    const body = getUserSkillsResponseSchema.parse(response.body);
    expect(body).toMatchObject({ page: 1, totalPages: 3 });
    expect(body.skills).toHaveLength(50);
    expect(body.skills.every((skill) => skill.mentorUuid === ann.user.uuid)).toBe(true);
    expect(body.skills[0]!.protoSkillId.protoSkillTitle).toBe('Skill 000');
    expect((await ann.agent.get(`${base}/get-user-skills?isMentor=true&page=3`)).body.skills).toHaveLength(4);
    expect(ids((await bob.agent.get(`${base}/get-user-skills`)).body)).toHaveLength(2);
  });

  it('gives mentees, admins and a mentor asking isMentor=false the skills of all mentors', async () => {
    const everyone = await reader.agent.get(`${base}/get-user-skills?allSkills=true`);
    expect(everyone.body).toMatchObject({ page: 1, totalPages: 1 });
    expect(everyone.body.skills).toHaveLength(106);
    expect(new Set(everyone.body.skills.map((skill: { mentorUuid: string }) => skill.mentorUuid))).toEqual(
      new Set([ann.user.uuid, bob.user.uuid]),
    );
    expect(ids((await bob.agent.get(`${base}/get-user-skills?isMentor=false&allSkills=true`)).body)).toEqual(ids(everyone.body));
    const admin = await lister.admin();
    expect(ids((await admin.agent.get(`${base}/get-user-skills?allSkills=true`)).body)).toEqual(ids(everyone.body));
    expect((await reader.agent.get(`${base}/get-user-skills?isMentor=true`)).body).toEqual({
      skills: [],
      page: 1,
      totalPages: 1,
    });
  });

  it('filters by partial title in any case, by category title and by proficiency', async () => {
    const script = await reader.agent.get(`${base}/get-user-skills?skillTitle=SCRIPT`);
    expect(
      script.body.skills.map((skill: { protoSkillId: { protoSkillTitle: string } }) => skill.protoSkillId.protoSkillTitle),
    ).toEqual(['Drawing Scripts']);
    const underscore = await reader.agent.get(`${base}/get-user-skills?skillTitle=e_c`);
    expect(underscore.body.skills).toHaveLength(1);
    // `%` and `_` are matched as themselves, not as LIKE wildcards.
    expect((await reader.agent.get(`${base}/get-user-skills?skillTitle=%25`)).body.skills).toEqual([]);
    expect((await reader.agent.get(`${base}/get-user-skills?skillTitle=l_0`)).body.skills).toEqual([]);

    const art = await reader.agent.get(`${base}/get-user-skills?skillCategoryTitle=art`);
    expect(art.body.skills.map((skill: { mentorUuid: string }) => skill.mentorUuid)).toEqual([bob.user.uuid]);
    const beginners = await reader.agent.get(`${base}/get-user-skills?proficiency=beginner&skillCategoryTitle=Code`);
    expect(beginners.body.skills).toHaveLength(1);
    expect(beginners.body.skills[0]).toMatchObject({ mentorUuid: bob.user.uuid, proficiency: 'beginner' });
    const own = await ann.agent.get(`${base}/get-user-skills?proficiency=advanced`);
    expect(
      own.body.skills.map((skill: { protoSkillId: { protoSkillTitle: string } }) => skill.protoSkillId.protoSkillTitle),
    ).toEqual(['snake_case']);
    expect((await reader.agent.get(`${base}/get-user-skills?skillTitle=&proficiency=&skillCategoryTitle=`)).body.totalPages).toBe(
      3,
    );
  });

  it('answers an empty page beyond the end, lowers a limit above 100 to 100, and refuses bad values', async () => {
    expect((await ann.agent.get(`${base}/get-user-skills?page=4`)).body).toEqual({ skills: [], page: 4, totalPages: 3 });
    const capped = await ann.agent.get(`${base}/get-user-skills?limit=1000`);
    expect(capped.body.skills).toHaveLength(100);
    expect(capped.body.totalPages).toBe(2);
    for (const query of [
      'page=0',
      'page=x',
      'limit=0',
      'isMentor=perhaps',
      'proficiency=Expert',
      `skillTitle=${'a'.repeat(101)}`,
    ]) {
      const response = await ann.agent.get(`${base}/get-user-skills?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toEqual([{ path: query.split('=')[0], msg: expect.any(String) }]);
    }
  });
});
