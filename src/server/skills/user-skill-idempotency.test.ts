import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtoSkill } from '../../shared/contracts/skills';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { createCategory, createProtoSkill, createUserSkill } from '../test/skill-api';

/** The offline queue replays mentor skill changes with the same Idempotency-Key (docs/product.md, "Offline and installation"). */
const base = '/app/user-skill';

let h: TestHarness;
let mentor: LoggedIn;
let skills: ProtoSkill[];
beforeAll(async () => {
  h = await createTestHarness();
  const admin = await h.admin();
  mentor = await h.signup('mentor');
  const category = await createCategory(admin.agent, 'Offline');
  skills = [];
  for (const title of ['One', 'Two', 'Three', 'Four']) skills.push(await createProtoSkill(admin.agent, category._id, title));
});
afterAll(() => h.close());

const key = (name: string) => ({ 'Idempotency-Key': `skill-test-${name}` });
const mine = async (agent = mentor.agent) =>
  (await agent.get(`${base}/get-user-skills`)).body.skills as Array<{ _id: string; proficiency: string }>;

describe('Idempotency-Key on mentor skill changes', () => {
  it('a replayed create returns the first 201 and adds nothing more', async () => {
    const body = { protoSkillId: skills[0]!._id, proficiency: 'beginner' };
    const first = await mentor.agent.post(`${base}/create-user-skill`, body, key('create'));
    expect(first.status).toBe(201);
    const replay = await mentor.agent.post(`${base}/create-user-skill`, body, key('create'));
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await mine()).filter((skill) => skill._id === first.body.populatedSkill._id)).toHaveLength(1);
    expect(await mine()).toHaveLength(1);
    // Without the key the same request is a new one, and the duplicate is refused.
    expect((await mentor.agent.post(`${base}/create-user-skill`, body)).status).toBe(409);
  });

  it('a replayed edit returns the first result and does not undo a later change', async () => {
    const skill = await createUserSkill(mentor.agent, skills[1]!._id, 'beginner');
    const edit = { proficiency: 'intermediate' };
    const first = await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, edit, key('edit'));
    expect(first.status).toBe(200);
    await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, { proficiency: 'advanced' });
    const replay = await mentor.agent.patch(`${base}/edit-user-skill/${skill._id}`, edit, key('edit'));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await mine()).find((item) => item._id === skill._id)?.proficiency).toBe('advanced');
  });

  it('a replayed delete answers the first 200 instead of a 404', async () => {
    const skill = await createUserSkill(mentor.agent, skills[2]!._id, 'advanced');
    const first = await mentor.agent.delete(`${base}/delete-user-skill/${skill._id}`, undefined, key('delete'));
    expect(first.status).toBe(200);
    const replay = await mentor.agent.delete(`${base}/delete-user-skill/${skill._id}`, undefined, key('delete'));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
  });

  it('replays a refusal too, refuses a key reused for another request, and keeps keys per user', async () => {
    const invalid = await mentor.agent.post(`${base}/create-user-skill`, { protoSkillId: '' }, key('invalid'));
    expect(invalid.status).toBe(400);
    expect((await mentor.agent.post(`${base}/create-user-skill`, { protoSkillId: '' }, key('invalid'))).body).toEqual(
      invalid.body,
    );

    const other = await mentor.agent.post(
      `${base}/create-user-skill`,
      { protoSkillId: skills[3]!._id, proficiency: 'beginner' },
      key('create'),
    );
    expect(other.status).toBe(422);
    expect(other.body.msg).toBe('This Idempotency-Key was already used for a different request.');

    const second = await h.signup('mentor');
    const body = { protoSkillId: skills[0]!._id, proficiency: 'beginner' };
    const theirs = await second.agent.post(`${base}/create-user-skill`, body, key('create'));
    expect(theirs.status).toBe(201);
    expect(theirs.body.populatedSkill.mentorUuid).toBe(second.user.uuid);
  });
});
