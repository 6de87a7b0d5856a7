import { faker } from '@faker-js/faker';
import { JITSI_BASE_URL, JITSI_ROOM_PREFIX } from '../../shared/domain/payment';
import { searchableText } from '../../shared/domain/search-text';
import { proficiencies } from '../../shared/domain/skills';
import type { bookings, feedback, slots, users, userSkills } from '../db/schema';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Availability spans four weeks back and four weeks ahead, so there are past sessions and bookable slots. */
const WINDOW_DAYS = 28;
/** Slots start on the hour between 07:00 and 20:00 UTC. */
const FIRST_HOUR = 7;
const HOURS_PER_DAY = 14;
const START_CHOICES = 2 * WINDOW_DAYS * HOURS_PER_DAY;

export const GENERATED_EMAIL_DOMAIN = 'generated.test';

export interface PlanOptions {
  mentors: number;
  mentees: number;
  slots: number;
  seed: number;
  now: Date;
  passwordHash: string;
  /** A session's price and currency, as configured. */
  priceCents: number;
  currency: string;
  /** The catalogue skills mentors pick from (ids already in the database). */
  catalogue: Array<{ id: string; title: string; description: string | null }>;
}

export interface Plan {
  users: Array<typeof users.$inferInsert>;
  userSkills: Array<typeof userSkills.$inferInsert>;
  slots: Array<typeof slots.$inferInsert>;
  bookings: Array<typeof bookings.$inferInsert>;
  feedback: Array<typeof feedback.$inferInsert>;
  /** The mentee with the most upcoming sessions: the benchmark's logged-in reader. */
  busiestMenteeEmail: string;
}

const praise = [
  'Explained {skill} so clearly that it finally clicked.',
  'Very well prepared and patient. I left with a concrete plan for {skill}.',
  'Great session on {skill}: lots of examples and honest feedback.',
  'Friendly, structured and to the point.',
];

export const generatedEmail = (role: 'mentor' | 'mentee', index: number) => `${role}${index + 1}@${GENERATED_EMAIL_DOMAIN}`;

/**
 * Every row the generator inserts, built in memory from a fixed faker seed: the same options give the
 * same rows (ids included), so two runs are comparable. Ids are made here rather than by the database
 * so that rows can reference each other without reading anything back.
 */
export function buildPlan(options: PlanOptions): Plan {
  faker.seed(options.seed);
  const person = (role: 'mentor' | 'mentee', index: number) => {
    const userName = faker.person.fullName();
    return {
      id: faker.string.uuid(),
      uuid: faker.string.uuid(),
      email: generatedEmail(role, index),
      userName,
      searchName: searchableText(userName),
      passwordHash: options.passwordHash,
      role,
      originalRole: role,
    };
  };
  const mentors = Array.from({ length: options.mentors }, (_, index) => person('mentor', index));
  const mentees = Array.from({ length: options.mentees }, (_, index) => person('mentee', index));

  const skillsOf = new Map<string, Array<{ id: string; title: string; description: string | null }>>();
  const userSkillRows: Plan['userSkills'] = [];
  for (const mentor of mentors) {
    const picks = faker.helpers.arrayElements(options.catalogue, { min: 1, max: Math.min(4, options.catalogue.length) });
    const offered = picks.map((skill) => ({ ...skill, id: faker.string.uuid(), protoSkillId: skill.id }));
    skillsOf.set(mentor.id, offered);
    for (const skill of offered) {
      userSkillRows.push({
        id: skill.id,
        userId: mentor.id,
        protoSkillId: skill.protoSkillId,
        proficiency: faker.helpers.arrayElement(proficiencies),
        notes: `${faker.number.int({ min: 2, max: 20 })} years of ${skill.title}.`,
      });
    }
  }

  const firstDay =
    Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()) - WINDOW_DAYS * DAY;
  const slotRows: Plan['slots'] = [];
  const bookingRows: Plan['bookings'] = [];
  const feedbackRows: Plan['feedback'] = [];
  const upcomingPerMentee = new Map<string, number>();
  for (const [mentorIndex, mentor] of mentors.entries()) {
    // Spread the slot total evenly; distinct start hours per mentor keep `slots_no_overlap` satisfied.
    const count = Math.floor(options.slots / options.mentors) + (mentorIndex < options.slots % options.mentors ? 1 : 0);
    const starts = new Set<number>();
    while (starts.size < Math.min(count, START_CHOICES)) starts.add(faker.number.int({ min: 0, max: START_CHOICES - 1 }));
    for (const choice of [...starts].sort((a, b) => a - b)) {
      const startAt = new Date(
        firstDay + Math.floor(choice / HOURS_PER_DAY) * DAY + (FIRST_HOUR + (choice % HOURS_PER_DAY)) * HOUR,
      );
      const endAt = new Date(startAt.getTime() + HOUR);
      const slot = { id: faker.string.uuid(), mentorId: mentor.id, startAt, endAt, title: '1 Hour Session' };
      slotRows.push(slot);
      const past = endAt.getTime() <= options.now.getTime();
      if (!mentees.length || !faker.datatype.boolean({ probability: past ? 0.5 : 0.15 })) continue;
      if (startAt.getTime() <= options.now.getTime() && !past) continue;
      const mentee = faker.helpers.arrayElement(mentees);
      const skill = faker.helpers.arrayElement(skillsOf.get(mentor.id)!);
      const bookedAt = new Date(startAt.getTime() - 3 * DAY);
      const booking = {
        id: faker.string.uuid(),
        slotId: slot.id,
        mentorId: mentor.id,
        menteeId: mentee.id,
        userSkillId: skill.id,
        skillTitle: skill.title,
        skillDescription: skill.description,
        title: slot.title,
        startAt,
        endAt,
        status: 'confirmed' as const,
        priceCents: options.priceCents,
        currency: options.currency,
        paidWith: 'card' as const,
        jitsiLink: `${JITSI_BASE_URL}${JITSI_ROOM_PREFIX}${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`,
        confirmedAt: bookedAt,
        createdAt: bookedAt,
      };
      bookingRows.push(booking);
      if (!past) {
        upcomingPerMentee.set(mentee.email, (upcomingPerMentee.get(mentee.email) ?? 0) + 1);
        continue;
      }
      if (faker.datatype.boolean({ probability: 0.8 })) {
        feedbackRows.push({
          id: faker.string.uuid(),
          bookingId: booking.id,
          authorId: mentee.id,
          authorRole: 'mentee',
          rating: faker.helpers.arrayElement([3, 4, 4, 5, 5, 5]),
          comment: faker.helpers.arrayElement(praise).replace('{skill}', skill.title),
          publicFeedback: faker.datatype.boolean({ probability: 0.7 }),
          createdAt: new Date(endAt.getTime() + 2 * HOUR),
        });
      }
      if (faker.datatype.boolean({ probability: 0.5 })) {
        feedbackRows.push({
          id: faker.string.uuid(),
          bookingId: booking.id,
          authorId: mentor.id,
          authorRole: 'mentor',
          comment: `Good progress on ${skill.title}.`,
          strengths: 'Came well prepared',
          improvement: 'Practise a little every day',
          createdAt: new Date(endAt.getTime() + 3 * HOUR),
        });
      }
    }
  }

  const [busiestMenteeEmail = generatedEmail('mentee', 0)] =
    [...upcomingPerMentee].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  return {
    users: [...mentors, ...mentees],
    userSkills: userSkillRows,
    slots: slotRows,
    bookings: bookingRows,
    feedback: feedbackRows,
    busiestMenteeEmail,
  };
}
