import { SEARCH_MAX_LIMIT, type MentorFilter, type MentorListItem } from '../../shared/contracts/search';
import { searchableText } from '../../shared/domain/search-text';
import type { AppDeps } from '../http/context';
import { imagePath } from '../images/image-url';
import { toUserSkill } from '../skills/skills.mappers';
import {
  findMentors,
  listMentors,
  mentorsByNameQuery,
  toSkillRow,
  type MentorRow,
  type SkillFilter,
  type SkillJson,
  type SkillRow,
} from './search.queries';

/** Name search; an empty or blank text lists mentors by name. */
export async function searchMentorsByName({ db }: AppDeps, text: string, limit: number): Promise<MentorListItem[]> {
  const term = searchableText(text);
  const rows = term ? await mentorsByNameQuery(db, term, limit) : await listMentors(db, limit);
  return toListItems(rows);
}

/**
 * Mentors among `uuids` (all mentors when absent) with a skill matching every given filter. An empty
 * `uuids` list restricts to nobody: a skill search that found no mentor must not turn into "everyone".
 */
export async function findMentorsByFilter({ db }: AppDeps, filter: MentorFilter): Promise<MentorListItem[]> {
  const uuids = filter.uuids && [...new Set(filter.uuids.map((uuid) => uuid.toLowerCase()))];
  if (uuids?.length === 0) return [];
  const skill: SkillFilter = {
    categoryId: filter.categoryId,
    protoSkillId: filter.protoSkillId,
    proficiency: filter.proficiency,
  };
  const rows = await findMentors(db, { uuids, skill, limit: SEARCH_MAX_LIMIT });
  return toListItems(rows, (row) => matchesSkillFilter(row, skill));
}

function matchesSkillFilter(row: SkillRow, filter: SkillFilter): boolean {
  return (
    (!filter.categoryId || row.protoSkill.categoryId === filter.categoryId) &&
    (!filter.protoSkillId || row.skill.protoSkillId === filter.protoSkillId) &&
    (!filter.proficiency || row.skill.proficiency === filter.proficiency)
  );
}

/** Mentor rows (their skills came along as JSON) to list items; `first` skills are listed first. */
function toListItems(mentors: MentorRow[], first?: (row: SkillRow) => boolean): MentorListItem[] {
  return mentors.map((mentor) => {
    const json = typeof mentor.skills === 'string' ? (JSON.parse(mentor.skills) as SkillJson[]) : mentor.skills;
    const rows = json.map(toSkillRow);
    const ordered = first ? [...rows.filter(first), ...rows.filter((row) => !first(row))] : rows;
    return {
      uuid: mentor.uuid,
      userName: mentor.userName,
      email: mentor.email,
      image: imagePath(mentor.imageId),
      role: 'mentor' as const,
      skills: ordered.map(({ skill, protoSkill, category }) => toUserSkill(skill, protoSkill, category)),
    };
  });
}
