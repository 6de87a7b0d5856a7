/** The answers of the search endpoints (the requests are in search.ts), checked without zod (answer-shape.ts). */
import { array, literal, nullable, object, string, type Infer } from './answer-shape';
import { userSkillSchema } from './skills-answers';

/**
 * A mentor as the search results and the info card show them. `email` is included on purpose: the
 * card shows it, and a mentor's address is the contact detail of a professional offering sessions.
 * `skills` are all of the mentor's skills; after a skill filter the matching ones come first.
 */
export const mentorListItemSchema = object({
  uuid: string(),
  userName: string(),
  email: string(),
  image: nullable(string()),
  role: literal('mentor'),
  skills: array(userSkillSchema),
});
export type MentorListItem = Infer<typeof mentorListItemSchema>;

/** Both search endpoints answer with a plain array (the spec's client keeps it as is). */
export const mentorListSchema = array(mentorListItemSchema);
export type MentorList = Infer<typeof mentorListSchema>;
