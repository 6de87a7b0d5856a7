import {
  PROFILE_FREE_SLOTS,
  SEARCH_MAX_LIMIT,
  type MentorFilter,
  type MentorListItem,
  type MentorProfile,
  type MentorReviews,
} from '../../shared/contracts/search';
import { searchableText } from '../../shared/domain/search-text';
import { calendarMessages } from '../calendar/calendar.messages';
import { notFound } from '../http/errors';
import type { AppDeps } from '../http/context';
import { imagePath } from '../images/image-url';
import { toUserSkill } from '../skills/skills.mappers';
import {
  findMentorByUuid,
  findMentors,
  listFreeSlots,
  listMentorReviews,
  toSkillRow,
  type MentorRow,
  type SkillFilter,
  type SkillJson,
  type SkillRow,
} from './search.queries';

export interface MentorSearch extends SkillFilter {
  text: string;
  limit: number;
}

/** Name text and skill filters together; nothing given lists every mentor, best first. */
export async function searchMentors({ db, now }: AppDeps, search: MentorSearch): Promise<MentorListItem[]> {
  const skill = skillFilterOf(search);
  const rows = await findMentors(db, { term: searchableText(search.text), skill, now: now(), limit: search.limit });
  return rows.map((row) => toListItem(row, (skillRow) => matchesSkillFilter(skillRow, skill)));
}

/**
 * Mentors among `uuids` (all mentors when absent) with a skill matching every given filter. An empty
 * `uuids` list restricts to nobody: a skill search that found no mentor must not turn into "everyone".
 */
export async function findMentorsByFilter({ db, now }: AppDeps, filter: MentorFilter): Promise<MentorListItem[]> {
  const uuids = filter.uuids && [...new Set(filter.uuids.map((uuid) => uuid.toLowerCase()))];
  if (uuids?.length === 0) return [];
  const skill = skillFilterOf(filter);
  const rows = await findMentors(db, { term: '', skill, uuids, now: now(), limit: SEARCH_MAX_LIMIT });
  return rows.map((row) => toListItem(row, (skillRow) => matchesSkillFilter(skillRow, skill)));
}

/**
 * A mentor's public profile; 404 for an unknown uuid, for anyone who is not (acting as) a mentor, and for a
 * mentor who is not listed, unless it is their own (their dashboard shows it while they wait for approval).
 */
export async function getMentorProfile({ db, now }: AppDeps, uuid: string, viewerUuid?: string): Promise<MentorProfile> {
  const at = now();
  const own = viewerUuid !== undefined && viewerUuid.toLowerCase() === uuid.toLowerCase();
  const row = await findMentorByUuid(db, uuid.toLowerCase(), at, !own);
  if (!row) throw notFound(calendarMessages.mentorNotFound);
  const slots = await listFreeSlots(db, row.id, at, PROFILE_FREE_SLOTS);
  return {
    ...toListItem(row),
    bio: row.bio,
    languages: typeof row.languages === 'string' ? parseTextArray(row.languages) : row.languages,
    freeSlots: slots.map((slot) => ({ _id: slot.id, start: isoOf(slot.start), end: isoOf(slot.end) })),
  };
}

/** A page of the mentor's public reviews; the reviewer's name and picture, never an email. */
export async function getMentorReviews(
  { db, now }: AppDeps,
  uuid: string,
  page: { page: number; limit: number },
): Promise<MentorReviews> {
  const mentor = await findMentorByUuid(db, uuid.toLowerCase(), now());
  if (!mentor) throw notFound(calendarMessages.mentorNotFound);
  const offset = (page.page - 1) * page.limit;
  let rows = await listMentorReviews(db, mentor.id, page.limit, offset);
  // Past the last page there is no row to carry the total; the first page's does.
  const total = rows[0]?.total ?? (offset > 0 ? ((await listMentorReviews(db, mentor.id, 1, 0))[0]?.total ?? 0) : 0);
  if (offset >= total) rows = [];
  return {
    reviews: rows.map((row) => ({
      _id: row.id,
      mentee: { userName: row.userName, image: imagePath(row.imageId, 64) },
      comment: row.comment,
      rating: Number(row.rating),
      skillTitle: row.skillTitle,
      createdAt: isoOf(row.createdAt),
    })),
    page: page.page,
    totalPages: Math.max(1, Math.ceil(Number(total) / page.limit)),
    total: Number(total),
  };
}

function skillFilterOf(filter: SkillFilter): SkillFilter {
  return { categoryId: filter.categoryId, protoSkillId: filter.protoSkillId, proficiency: filter.proficiency };
}

function matchesSkillFilter(row: SkillRow, filter: SkillFilter): boolean {
  return (
    (!filter.categoryId || row.protoSkill.categoryId === filter.categoryId) &&
    (!filter.protoSkillId || row.skill.protoSkillId === filter.protoSkillId) &&
    (!filter.proficiency || row.skill.proficiency === filter.proficiency)
  );
}

const isoOf = (value: string | Date) => new Date(value).toISOString();

/** PostgreSQL's text form of a text[] of language codes (`{en,de}`): codes need no quoting. */
function parseTextArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/** A mentor row (skills came along as JSON) to a list item; `first` skills are listed first. */
function toListItem(mentor: MentorRow, first?: (row: SkillRow) => boolean): MentorListItem {
  const json = typeof mentor.skills === 'string' ? (JSON.parse(mentor.skills) as SkillJson[]) : mentor.skills;
  const rows = json.map(toSkillRow);
  const ordered = first ? [...rows.filter(first), ...rows.filter((row) => !first(row))] : rows;
  const count = Number(mentor.ratingCount ?? 0);
  return {
    uuid: mentor.uuid,
    userName: mentor.userName,
    image: imagePath(mentor.imageId),
    role: 'mentor' as const,
    headline: mentor.headline,
    rating: count > 0 && mentor.ratingAverage != null ? { average: Number(mentor.ratingAverage), count } : null,
    sessionsCompleted: Number(mentor.sessionsCompleted ?? 0),
    nextAvailable: mentor.nextAvailable == null ? null : new Date(Number(mentor.nextAvailable)).toISOString(),
    skills: ordered.map(({ skill, protoSkill, category }) => toUserSkill(skill, protoSkill, category)),
  };
}
