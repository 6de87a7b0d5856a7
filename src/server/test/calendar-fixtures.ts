import { randomUUID } from 'node:crypto';
import { protoSkills, skillCategories, userSkills } from '../db/schema';
import type { TestHarness } from './harness';

const HOUR = 3600_000;

/**
 * Gives a mentor one skill straight through the database (category, catalogue skill, user skill), so
 * booking tests do not depend on the skills API. Returns the user-skill id a mentee books with.
 */
export async function addMentorSkill(
  h: TestHarness,
  mentorId: string,
  skill: { title?: string; description?: string | null } = {},
): Promise<{ id: string; title: string; description: string | null }> {
  const suffix = randomUUID().slice(0, 8);
  const title = skill.title ?? `Skill ${suffix}`;
  const description = skill.description === undefined ? `About ${title}` : skill.description;
  const [category] = await h.db
    .insert(skillCategories)
    .values({ title: `Category ${suffix}` })
    .returning();
  const [proto] = await h.db.insert(protoSkills).values({ categoryId: category!.id, title, description }).returning();
  const [userSkill] = await h.db
    .insert(userSkills)
    .values({ userId: mentorId, protoSkillId: proto!.id, proficiency: 'advanced' })
    .returning();
  return { id: userSkill!.id, title, description };
}

/** A whole hour `hoursAhead` hours after the test clock's current hour, as the slot body for POST /calendar. */
export function hourSlot(h: TestHarness, hoursAhead: number, minutesOffset = 0): { start: string; end: string } {
  const startMs = Math.floor(h.clock.now().getTime() / HOUR) * HOUR + hoursAhead * HOUR + minutesOffset * 60_000;
  return { start: new Date(startMs).toISOString(), end: new Date(startMs + HOUR).toISOString() };
}
