import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { searchableText } from '../../shared/domain/search-text';
import { proficiencies } from '../../shared/domain/skills';
import type { Database } from '../db/client';
import type { Config } from '../env';
import { bookings, feedback, payments, protoSkills, skillCategories, slots, users, userSkills } from '../db/schema';
import { hashPassword } from '../user/password';
import { dataUrlBytes, processImage } from '../images/image-processing';
import { attachImage } from '../images/images.service';
import { identiconDataUrl } from './avatar';
import { portraitPng } from './portrait';
import { demoProfile } from './profiles';
import { demoCatalogue } from './catalogue';
import { seedDemoBusyCalendar } from './busy-calendar';
import { seedDemoMoney } from './money';
import { seedMenteeCredits } from './mentee-credits';

export const DEMO_PASSWORD = 'demo-password';
/** How many accounts of each role `npm run demo` prints (after the admin); they get the sessions to show. */
export const DEMO_FEATURED_PER_ROLE = 3;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface DemoLogin {
  role: 'admin' | 'mentor' | 'mentee';
  email: string;
  userName: string;
}

const praise = [
  'Explained {skill} so clearly that it finally clicked.',
  'Very well prepared and patient. I left with a concrete plan for {skill}.',
  'Practical advice from someone who really does this every day.',
  'Great session on {skill}: lots of examples and honest feedback.',
  'Friendly, structured and to the point. I will book again.',
];
const strengths = ['Asked precise questions', 'Came well prepared', 'Open to feedback', 'Practised between sessions'];
const improvements = ['Try small exercises daily', 'Write down questions beforehand', 'Focus on one topic per session'];

/**
 * Fills an empty database with a lively marketplace: catalogue, mentors with skills and availability
 * (the first with a busy calendar the server at `config.PORT` serves itself),
 * mentees with upcoming and past sessions, feedback and public reviews, earnings and a payout
 * (demo/money.ts), and one admin. Deterministic
 * (fixed faker seed) relative to `now`.
 */
export async function seedDemo(db: Database, now: Date, config: Config): Promise<DemoLogin[]> {
  faker.seed(20261121);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (role: DemoLogin['role'], index: number) => {
    const userName = role === 'admin' ? 'Alex Admin' : faker.person.fullName();
    const email = role === 'admin' ? 'admin@demo.test' : `${role}${index + 1}@demo.test`;
    return { email, userName, searchName: searchableText(userName), passwordHash, role, originalRole: role };
  };

  const [admin] = await db.insert(users).values(person('admin', 0)).returning();
  const mentors = await db
    .insert(users)
    .values(Array.from({ length: 12 }, (_, index) => person('mentor', index)))
    .returning();
  const mentees = await db
    .insert(users)
    .values(Array.from({ length: 6 }, (_, index) => ({ ...person('mentee', index), freeSessionTokens: index === 0 ? 1 : 0 })))
    .returning();
  for (const user of [admin!, ...mentors, ...mentees]) {
    // Stored as an upload would be: decoded, resized, served from /app/images/. People get portraits;
    // the admin keeps an identicon.
    const bytes = user.role === 'admin' ? dataUrlBytes(identiconDataUrl(user.email)) : await portraitPng(user.email);
    const image = await processImage(bytes);
    if (image) await db.transaction((tx) => attachImage(tx, user.id, image));
  }

  const catalogue: Array<{ id: string; title: string; description: string }> = [];
  for (const category of demoCatalogue) {
    const [row] = await db
      .insert(skillCategories)
      .values({ title: category.title, description: category.description })
      .returning();
    const skills = await db
      .insert(protoSkills)
      .values(category.skills.map(([title, description]) => ({ categoryId: row!.id, title, description })))
      .returning();
    catalogue.push(...skills.map((skill) => ({ id: skill.id, title: skill.title, description: skill.description ?? '' })));
  }

  const offered = new Map<string, Array<{ id: string; title: string; description: string }>>();
  for (const mentor of mentors) {
    const picks = faker.helpers.arrayElements(catalogue, { min: 2, max: 4 });
    const rows = await db
      .insert(userSkills)
      .values(
        picks.map((skill) => ({
          userId: mentor.id,
          protoSkillId: skill.id,
          proficiency: faker.helpers.arrayElement(proficiencies.slice(1)),
          notes: `${faker.number.int({ min: 3, max: 15 })} years of ${skill.title} at ${faker.company.name()}.`,
        })),
      )
      .returning();
    offered.set(
      mentor.id,
      rows.map((row) => ({ ...picks.find((skill) => skill.id === row.protoSkillId)!, id: row.id })),
    );
  }
  for (const [index, mentor] of mentors.entries()) {
    const profile = demoProfile(
      index,
      offered.get(mentor.id)!.map((skill) => skill.title),
      4 + (index % 9),
    );
    await db.update(users).set(profile).where(eq(users.id, mentor.id));
  }

  // Availability over the next three weeks: weekdays, a few hours each, on the hour (UTC).
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  const freeSlots: Array<typeof slots.$inferInsert> = [];
  for (const mentor of mentors) {
    for (let day = 1; day <= 21; day++) {
      const date = new Date(today.getTime() + day * DAY);
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
      const hours = faker.helpers.arrayElements([8, 9, 10, 13, 14, 15, 16], { min: 1, max: 3 });
      for (const hour of hours) {
        const startAt = new Date(date.getTime() + hour * HOUR);
        freeSlots.push({ mentorId: mentor.id, startAt, endAt: new Date(startAt.getTime() + HOUR), title: '1 Hour Session' });
      }
    }
  }
  await db.insert(slots).values(freeSlots);
  // The first mentor's own calendar hides some of their slots ("Busy (calendar)" on their schedule).
  await seedDemoBusyCalendar(db, mentors[0]!.id, config.PORT, now);

  // Sessions: each mentee has past sessions with feedback and one or two upcoming ones.
  // Session hours never used by the free slots above, so the two never overlap.
  const sessionHours = [11, 12, 17, 18];
  let sessionCount = 0;
  for (const [index, mentee] of mentees.entries()) {
    // The recent and the upcoming sessions are with one of the mentors the demo prints, so whoever logs
    // in as one sees sessions to join and to give feedback on. That mentor's other mentee is index ± 3,
    // so `index + k` gives the two different hours whenever their sessions fall on the same day.
    const featured = { mentor: mentors[index % DEMO_FEATURED_PER_ROLE]! };
    const hourFor = (offset: number) => sessionHours[(index + offset) % sessionHours.length]!;
    const sessions: DemoSession[] = [
      { daysFromNow: -21 + index, past: true },
      { daysFromNow: -9 + index, past: true },
      // Left without feedback on both sides, so whoever logs in can try the feedback form.
      { daysFromNow: -3, past: true, rated: false, ...featured, hour: hourFor(1) },
      { daysFromNow: 2 + index, past: false, ...featured, hour: hourFor(0) },
      ...(index < 2 ? [{ daysFromNow: 5 + index, past: false, ...featured, hour: hourFor(2) }] : []),
    ];
    for (const session of sessions) {
      const mentor = session.mentor ?? faker.helpers.arrayElement(mentors);
      const skill = faker.helpers.arrayElement(offered.get(mentor.id)!);
      const hour = session.hour ?? sessionHours[sessionCount++ % sessionHours.length]!;
      const startAt = new Date(today.getTime() + session.daysFromNow * DAY + hour * HOUR);
      // A mentor already busy then is simply skipped (insertSession).
      await insertSession(db, { mentor, mentee, skill, startAt }, () =>
        session.past && session.rated !== false
          ? {
              rating: faker.helpers.arrayElement([4, 5, 5]),
              comment: faker.helpers.arrayElement(praise).replace('{skill}', skill.title),
              publicFeedback: faker.datatype.boolean({ probability: 0.8 }),
              strengths: faker.helpers.arrayElement(strengths),
              improvement: faker.helpers.arrayElement(improvements),
            }
          : null,
      );
    }
  }

  // Every mentor: two older rated sessions (so every card shows a rating) and a recent one without
  // feedback (so every mentor and, across them, every mentee can try the form).
  for (const [index, mentor] of mentors.entries()) {
    const skill = offered.get(mentor.id)![0]!;
    for (const [offset, daysFromNow, rating] of [
      [0, -40 + index, 5],
      [1, -33 + index, faker.helpers.arrayElement([4, 5])],
      [2, -2, null],
    ] as const) {
      const mentee = mentees[(index + offset) % mentees.length]!;
      const startAt = new Date(today.getTime() + daysFromNow * DAY + (19 + offset) * HOUR);
      const comment = faker.helpers.arrayElement(praise).replace('{skill}', skill.title);
      await insertSession(db, { mentor, mentee, skill, startAt }, () =>
        rating === null
          ? null
          : { rating, comment, publicFeedback: true, strengths: strengths[0]!, improvement: improvements[0]! },
      );
    }
  }

  // The first mentor's longer history: enough paid sessions before the demo's payout run to reach its minimum.
  const payee = mentors[0]!;
  for (const [offset, daysFromNow] of [
    [3, -26],
    [4, -19],
  ] as const) {
    const startAt = new Date(today.getTime() + daysFromNow * DAY + 19 * HOUR);
    await insertSession(db, { mentor: payee, mentee: mentees[offset]!, skill: offered.get(payee.id)![0]!, startAt }, () => null);
  }
  await seedDemoMoney(db, config, now, { admin: admin!, payee });
  await seedMenteeCredits(db, mentees, now);

  return [admin!, ...mentors, ...mentees].map((user) => ({ role: user.role, email: user.email, userName: user.userName }));
}

interface DemoSession {
  daysFromNow: number;
  past: boolean;
  /** false: no feedback from either side yet. */
  rated?: boolean;
  mentor?: { id: string };
  hour?: number;
}

interface DemoReview {
  rating: number;
  comment: string;
  publicFeedback: boolean;
  strengths: string;
  improvement: string;
}

/**
 * A paid, confirmed one-hour session in a slot of its own; with a review, the mentee's rating and the
 * mentor's feedback on it. `review` is asked only once the slot is in: a mentor already busy then
 * (ON CONFLICT DO NOTHING also covers the overlap constraint) gets no session, and draws no random values.
 */
async function insertSession(
  db: Database,
  session: {
    mentor: { id: string };
    mentee: { id: string };
    skill: { id: string; title: string; description: string };
    startAt: Date;
  },
  review: () => DemoReview | null,
) {
  const { mentor, mentee, skill, startAt } = session;
  const endAt = new Date(startAt.getTime() + HOUR);
  const [slot] = await db
    .insert(slots)
    .values({ mentorId: mentor.id, startAt, endAt, title: '1 Hour Session' })
    .onConflictDoNothing()
    .returning();
  if (!slot) return;
  const [booking] = await db
    .insert(bookings)
    .values({
      slotId: slot.id,
      mentorId: mentor.id,
      menteeId: mentee.id,
      userSkillId: skill.id,
      skillTitle: skill.title,
      skillDescription: skill.description,
      title: '1 Hour Session',
      startAt,
      endAt,
      status: 'confirmed',
      priceCents: 1000,
      currency: 'EUR',
      paidWith: 'card',
      jitsiLink: `https://meet.jit.si/MentorMarketplace-${randomBytes(16).toString('hex')}`,
      confirmedAt: new Date(startAt.getTime() - 3 * DAY),
      createdAt: new Date(startAt.getTime() - 3 * DAY),
    })
    .returning();
  // Paid like any card session, so the books and the integrity checks hold for demo data too.
  await db.insert(payments).values({
    bookingId: booking!.id,
    provider: 'simulated',
    intentId: `demo_${booking!.id}`,
    clientSecret: `demo_${booking!.id}_secret`,
    amountCents: 1000,
    currency: 'EUR',
    status: 'succeeded',
    createdAt: booking!.confirmedAt!,
    updatedAt: booking!.confirmedAt!,
  });
  const given = review();
  if (!given) return;
  await db.insert(feedback).values([
    {
      bookingId: booking!.id,
      authorId: mentee.id,
      authorRole: 'mentee',
      rating: given.rating,
      comment: given.comment,
      publicFeedback: given.publicFeedback,
      createdAt: new Date(endAt.getTime() + 2 * HOUR),
    },
    {
      bookingId: booking!.id,
      authorId: mentor.id,
      authorRole: 'mentor',
      comment: `Good progress on ${skill.title}.`,
      strengths: given.strengths,
      improvement: given.improvement,
      createdAt: new Date(endAt.getTime() + 3 * HOUR),
    },
  ]);
}
