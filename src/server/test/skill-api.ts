import type { MentorSkill, ProtoSkill, SkillCategory } from '../../shared/contracts/skills';
import type { Proficiency } from '../../shared/domain/skills';
import type { LoggedIn, TestAgent, TestHarness, TestResponse } from './harness';

/** Skill catalogue set-up through the real endpoints, for tests that need a category, a skill or a mentor skill. */
function created<T>(response: TestResponse, field: string): T {
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body[field] as T;
}

export async function createCategory(admin: TestAgent, skillCategoryTitle: string, description = `${skillCategoryTitle} things`) {
  return created<SkillCategory>(
    await admin.post('/app/skill-category/create-skill-category', { skillCategoryTitle, description }),
    'category',
  );
}

export async function createProtoSkill(
  admin: TestAgent,
  skillCategoryId: string,
  protoSkillTitle: string,
  protoSkillDescription?: string,
) {
  const body = { skillCategoryId, protoSkillTitle, protoSkillDescription };
  return created<ProtoSkill>(await admin.post('/app/proto-skill/create-proto-skill', body), 'populatedSkill');
}

export async function createUserSkill(
  mentor: TestAgent,
  protoSkillId: string,
  proficiency: Proficiency = 'beginner',
  notes?: string,
) {
  const body = { protoSkillId, proficiency, notes };
  return created<MentorSkill>(await mentor.post('/app/user-skill/create-user-skill', body), 'populatedSkill');
}

/** A second login of the same user whose requests ask for German answers. */
export async function germanAgent(h: TestHarness, who: LoggedIn) {
  const agent = h.agent({ lang: 'de' });
  const response = await agent.post('/app/user/login', { email: who.user.email, password: who.password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return agent;
}
