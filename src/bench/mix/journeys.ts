import type { LoadClient, Reply } from './http-client';
import type { Pool } from './pool';
import { seededRandom, zipfSampler } from './zipf';

/** A logged-in account of the pool: its cookie, and for mentors their own uuid. */
export interface Account {
  email: string;
  cookie: string;
}

export interface Accounts {
  mentees: Account[];
  freeMentees: Account[];
  mentors: Account[];
}

/**
 * Timed answers by step name; an answer outside the step's expected statuses is an unexpected error.
 * `error` says why a status 0 got no answer (Reply.error).
 */
export interface Recorder {
  record(step: string, ms: number, status: number, expected: readonly number[], error?: string): void;
}

const DAY = 86_400_000;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** Journeys and how often each starts; about 10 % of all requests write. */
export const JOURNEY_WEIGHTS = {
  browse: 70, // dashboard, a name search, a mentor's month
  filter: 20, // a skill search, a mentor's month
  bookAndPay: 8, // a mentor's month, book, pay (simulated card), sometimes cancel
  bookFree: 3, // a mentor's month, book, confirm with a free-session token
  slotEdit: 3, // a mentor adds a slot and deletes it again
  feedback: 2, // past sessions, feedback on the first
  login: 3, // a returning user logs in (argon2: the costliest request there is)
} as const;
/** Requests per journey, to turn a request rate into a journey rate. */
const REQUESTS = { browse: 4, filter: 2, bookAndPay: 4.5, bookFree: 3, slotEdit: 2, feedback: 2, login: 1 } as const;
export type Journey = keyof typeof JOURNEY_WEIGHTS;

const totalWeight = Object.values(JOURNEY_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
export const REQUESTS_PER_JOURNEY =
  (Object.keys(JOURNEY_WEIGHTS) as Journey[]).reduce((sum, name) => sum + JOURNEY_WEIGHTS[name] * REQUESTS[name], 0) /
  totalWeight;

/**
 * The mixed workload: virtual users, each a journey of real requests one after another (as a person
 * taps), started open-loop by the caller. Searches use 2–4-letter prefixes of real names or a skill
 * filter; mentors are drawn Zipf-like (s = 1.1), so a few calendars are hot and most are cold.
 * With `only`, every journey is of that kind (`--costs` measures them one kind at a time).
 */
export function createJourneys(pool: Pool, accounts: Accounts, seed = 1, only?: Journey) {
  const random = seededRandom(seed);
  const mentorRank = zipfSampler(pool.mentors.length, 1.1, random);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  // The month view the client asks for: the same window all day long, so hot calendars share cache entries.
  const monthWindow = `start=${new Date(today.getTime() - 14 * DAY).toISOString()}&end=${new Date(today.getTime() + 28 * DAY).toISOString()}`;
  const names = pool.mentors.flatMap((mentor) => mentor.userName.toLowerCase().split(/\s+/).filter((part) => part.length >= 4));
  let slotMinute = 0;

  function chooseJourney(): Journey {
    if (only) return only;
    let draw = random() * totalWeight;
    for (const name of Object.keys(JOURNEY_WEIGHTS) as Journey[]) {
      draw -= JOURNEY_WEIGHTS[name];
      if (draw < 0) return name;
    }
    return 'browse';
  }

  return async function journey(client: LoadClient, recorder: Recorder, scheduledAt: number, instance = 0): Promise<void> {
    let started = scheduledAt;
    /** Times from the scheduled start for the first request, then from each request's own send. */
    const step = async (name: string, expected: readonly number[], send: () => Promise<Reply>) => {
      const reply = await send();
      const now = performance.now();
      recorder.record(name, now - started, reply.status, expected, reply.error);
      started = now;
      return reply;
    };
    const get = (name: string, path: string, cookie: string) =>
      step(name, [200], () => client.request('GET', path, { cookie, instance }));
    const mentor = pool.mentors[mentorRank()]!;
    const calendar = (cookie: string) => get('calendar month', `/app/calendar/${mentor.uuid}?${monthWindow}`, cookie);

    const kind = chooseJourney();
    if (kind === 'browse') {
      const { cookie } = pick(accounts.mentees);
      await get('auth', '/app/user/auth', cookie);
      await get('upcoming sessions', '/app/session/upcoming-sessions', cookie);
      const name = pick(names);
      await get('search text', `/app/search?query=${encodeURIComponent(name.slice(0, 2 + Math.floor(random() * 3)))}`, cookie);
      await calendar(cookie);
    } else if (kind === 'filter') {
      const { cookie } = pick(accounts.mentees);
      const filter =
        random() < 0.5
          ? `categoryId=${pick(pool.categoryIds)}`
          : `protoSkillId=${pick(pool.protoSkillIds)}${random() < 0.5 ? '&proficiency=advanced' : ''}`;
      await get('search skill', `/app/search?${filter}`, cookie);
      await calendar(cookie);
    } else if (kind === 'bookAndPay' || kind === 'bookFree') {
      const { cookie } = pick(kind === 'bookFree' ? accounts.freeMentees : accounts.mentees);
      const bookingId = await book(cookie);
      if (!bookingId) return;
      if (kind === 'bookFree') {
        await step('confirm free token', [200], () =>
          client.request('POST', '/app/session/confirm-free-slot', { cookie, body: { bookingId }, instance }),
        );
        return;
      }
      const intent = await step('payment intent', [200, 201], () =>
        client.request('POST', '/app/payment/stripe/create-payment-intent', { cookie, body: { bookingId }, instance }),
      );
      if (intent.status >= 300) return;
      const { clientSecret } = JSON.parse(intent.body) as { clientSecret: string };
      await step('payment confirm', [200], () =>
        client.request('POST', '/app/payment/simulated/confirm', { cookie, body: { clientSecret, ...CARD }, instance }),
      );
      if (random() < 0.5) {
        await step('cancel', [200], () => client.request('DELETE', `/app/session/cancel-session/${bookingId}`, { cookie, instance }));
      }
    } else if (kind === 'slotEdit') {
      const { cookie } = pick(accounts.mentors);
      // Far ahead and spread over many hours, so two edits rarely meet on one hour (409 when they do).
      const start = new Date(today.getTime() + 60 * DAY + ((slotMinute++ * 7919) % (40 * 24)) * 3_600_000);
      const end = new Date(start.getTime() + 3_600_000);
      const added = await step('slot add', [200, 201, 409], () =>
        client.request('POST', '/app/calendar', { cookie, body: { start: start.toISOString(), end: end.toISOString() }, instance }),
      );
      if (added.status >= 300) return;
      const { _id } = JSON.parse(added.body) as { _id: string };
      await step('slot delete', [200], () => client.request('DELETE', `/app/calendar/${_id}`, { cookie, instance }));
    } else if (kind === 'feedback') {
      const { cookie } = pick(accounts.mentees);
      const past = await get('past sessions', '/app/session/past-sessions', cookie);
      if (past.status !== 200) return;
      const session = (JSON.parse(past.body) as Array<{ _id: string; status: string }>).find((item) => item.status === 'confirmed');
      if (!session) return;
      await step('feedback', [200, 201, 409], () =>
        client.request('POST', '/app/feedback', {
          cookie,
          instance,
          body: { bookingId: session._id, rating: 5, comment: 'Clear and patient, a good session.', publicFeedback: true },
        }),
      );
    } else {
      const { email } = pick(accounts.mentees);
      await step('login', [200], () =>
        client.request('POST', '/app/user/login', { body: { email, password: 'generated-password' }, instance }),
      );
    }

    /** A mentor's month, then one of its first free slots (a hot mentor's slots run out: 409 then is expected). */
    async function book(cookie: string): Promise<string | undefined> {
      const month = await calendar(cookie);
      if (month.status !== 200) return undefined;
      const slots = (JSON.parse(month.body) as Array<{ _id: string; start: string }>).filter(
        (slot) => Date.parse(slot.start) > Date.now() + DAY,
      );
      if (!slots.length) return undefined;
      const slot = slots[Math.floor(random() * Math.min(slots.length, 5))]!;
      const booked = await step('book', [200, 201, 409], () =>
        client.request('POST', `/app/calendar/book/${slot._id}`, { cookie, body: { skillId: mentor.skillIds[0] }, instance }),
      );
      if (booked.status >= 300) return undefined;
      return (JSON.parse(booked.body) as { bookingId: string }).bookingId;
    }
  };
}
