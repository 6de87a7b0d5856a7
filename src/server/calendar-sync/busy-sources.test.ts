import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyIntervals, busySources, users } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { icalFile, startIcalServer, type IcalServer } from '../test/ical-server';
import { refreshBusySource, refreshDueBusySources } from './busy-refresh';
import { sourceForRefresh } from './busy-sources.queries';

let h: TestHarness;
let ical: IcalServer;
beforeAll(async () => {
  ical = await startIcalServer();
  h = await createTestHarness({ CALENDAR_DEV_ENDPOINTS: ical.endpoint });
  // Ten days before Europe's spring DST change (Sunday 28 March 2027).
  h.clock.set(new Date('2027-03-10T00:00:00Z'));
});
afterAll(async () => {
  await h.close();
  await ical.close();
});

/** Wednesdays 10:00–11:00 Berlin time from 17 March, not on 24 March; and all of Saturday 20 March. */
const WEEKLY = [
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTAMP:20270301T000000Z',
  'DTSTART;TZID=Europe/Berlin:20270317T100000',
  'DTEND;TZID=Europe/Berlin:20270317T110000',
  'RRULE:FREQ=WEEKLY;BYDAY=WE',
  'EXDATE;TZID=Europe/Berlin:20270324T100000',
  'SUMMARY:Team meeting',
  'END:VEVENT',
];
const ALL_DAY = ['BEGIN:VEVENT', 'UID:allday@test', 'DTSTAMP:20270301T000000Z', 'DTSTART;VALUE=DATE:20270320', 'DTEND;VALUE=DATE:20270321', 'SUMMARY:Trip', 'END:VEVENT'];
const FREE_TIME = [
  'BEGIN:VEVENT',
  'UID:free@test',
  'DTSTAMP:20270301T000000Z',
  'DTSTART:20270317T100000Z',
  'DTEND:20270317T110000Z',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

/** Each slot (UTC start) and whether the calendar above hides it. */
const EXPECTED: Array<[string, boolean]> = [
  ['2027-03-17T09:00:00.000Z', true], // 10:00 CET
  ['2027-03-17T10:00:00.000Z', false], // the meeting has ended; the transparent event does not count
  ['2027-03-19T22:00:00.000Z', false], // Friday 23:00 Berlin
  ['2027-03-20T12:00:00.000Z', true], // all-day Saturday
  ['2027-03-20T22:00:00.000Z', true], // Saturday 23:00 Berlin
  ['2027-03-20T23:00:00.000Z', false], // Sunday 00:00 Berlin
  ['2027-03-24T09:00:00.000Z', false], // EXDATE
  ['2027-03-31T08:00:00.000Z', true], // 10:00 CEST, after the change
  ['2027-03-31T09:00:00.000Z', false], // where it would be without DST
  ['2027-04-07T08:00:00.000Z', true],
];

async function mentorWithSlots(): Promise<LoggedIn> {
  const mentor = await h.signup('mentor');
  // Floating and all-day times follow the file's zone, not the mentor's.
  await h.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, mentor.user._id));
  for (const [start] of EXPECTED) {
    const response = await mentor.agent.post('/app/calendar', { start, end: new Date(Date.parse(start) + 3600_000).toISOString() });
    expect(response.status).toBe(201);
  }
  return mentor;
}

const window = 'start=2027-03-15T00:00:00.000Z&end=2027-04-10T00:00:00.000Z';
type Slot = { start: string; hiddenReason?: string; busy?: boolean };
const calendarOf = async (who: LoggedIn, mentor: LoggedIn) =>
  (await who.agent.get<Slot[]>(`/app/calendar/${mentor.user.uuid}?${window}`)).body;
const hiddenStarts = (slots: Slot[]) => slots.filter((slot) => slot.hiddenReason === 'busy').map((slot) => slot.start);
const expectedHidden = EXPECTED.filter(([, hidden]) => hidden).map(([start]) => start);

async function nextFreeAt(mentor: LoggedIn) {
  const [row] = await h.db.select({ at: users.nextFreeAt }).from(users).where(eq(users.id, mentor.user._id));
  return row?.at?.toISOString() ?? null;
}

describe('busy calendars', () => {
  it('hides exactly the slots a weekly RRULE with an EXDATE and an all-day event cover, across a DST change', async () => {
    ical.routes.set('/work.ics', { body: icalFile(WEEKLY, ALL_DAY, FREE_TIME), etag: '"v1"' });
    const mentor = await mentorWithSlots();
    const mentee = await h.signup('mentee');
    // Read once, so the cached answers must be invalidated by the busy times.
    expect(hiddenStarts(await calendarOf(mentor, mentor))).toEqual([]);
    expect(await calendarOf(mentee, mentor)).toHaveLength(EXPECTED.length);

    const added = await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/work.ics') });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ url: ical.url('/work.ics'), lastError: null, busyCount: expect.any(Number) });
    expect(added.body.lastFetchedAt).not.toBeNull();

    const own = await calendarOf(mentor, mentor);
    expect(hiddenStarts(own)).toEqual(expectedHidden);
    expect(own.filter((slot) => slot.busy).map((slot) => slot.start)).toEqual(expectedHidden);
    const offered = (await calendarOf(mentee, mentor)).map((slot) => slot.start);
    expect(offered).toEqual(EXPECTED.filter(([, hidden]) => !hidden).map(([start]) => start));

    const list = await mentor.agent.get('/app/calendar/busy-sources');
    expect(list.body).toEqual([added.body]);
  }, 60_000);

  it('refuses to book a busy slot (409) and shows the search the next free time around busy ones', async () => {
    ical.routes.set('/first.ics', { body: icalFile(WEEKLY), etag: '"a"' });
    const mentor = await mentorWithSlots();
    expect(await nextFreeAt(mentor)).toBe(EXPECTED[0]![0]);
    await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/first.ics') });
    expect(await nextFreeAt(mentor)).toBe(EXPECTED[1]![0]);
  });

  it('asks with If-None-Match, keeps the intervals on 304, and replaces them when the file changes', async () => {
    ical.routes.set('/etag.ics', { body: icalFile(WEEKLY, ALL_DAY), etag: '"one"' });
    const mentor = await mentorWithSlots();
    const added = await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/etag.ics') });
    const count = added.body.busyCount as number;
    expect(count).toBeGreaterThan(20);

    h.clock.advance(16 * 60_000);
    await refreshDueBusySources(h.deps);
    expect(ical.requests.filter((request) => request.path === '/etag.ics').map((request) => [request.ifNoneMatch, request.status])).toEqual([
      [undefined, 200],
      ['"one"', 304],
    ]);
    const [afterNotModified] = (await mentor.agent.get('/app/calendar/busy-sources')).body;
    expect(afterNotModified).toMatchObject({ busyCount: count, lastError: null });
    expect(Date.parse(afterNotModified.lastFetchedAt)).toBeGreaterThan(Date.parse(added.body.lastFetchedAt));
    expect(hiddenStarts(await calendarOf(mentor, mentor))).toEqual(expectedHidden);

    ical.routes.set('/etag.ics', { body: icalFile(ALL_DAY), etag: '"two"' });
    h.clock.advance(16 * 60_000);
    await refreshDueBusySources(h.deps);
    expect(hiddenStarts(await calendarOf(mentor, mentor))).toEqual(['2027-03-20T12:00:00.000Z', '2027-03-20T22:00:00.000Z']);
    const [afterChange] = (await mentor.agent.get('/app/calendar/busy-sources')).body;
    expect(afterChange.busyCount).toBe(1);
  });

  it('records an oversize file, a timeout, an error status and a non-calendar as lastError, keeping the server up', async () => {
    ical.routes.set('/big.ics', { bytes: 3 * 1024 * 1024 });
    ical.routes.set('/html.ics', { body: '<html>Sign in</html>' });
    const mentor = await h.signup('mentor');
    const big = await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/big.ics') });
    expect(big.status).toBe(201);
    expect(big.body).toMatchObject({ lastError: 'The calendar is larger than 2 MiB.', busyCount: 0, lastFetchedAt: null });
    const missing = await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/missing.ics') });
    expect(missing.body.lastError).toBe('The calendar server answered with an error.');
    const html = await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/html.ics') });
    expect(html.body.lastError).toBe('The address did not return an iCalendar file.');

    ical.routes.set('/slow.ics', { stall: true });
    const [stored] = await h.db.insert(busySources).values({ mentorId: mentor.user._id, url: ical.url('/slow.ics') }).returning();
    const outcome = await refreshBusySource(h.deps, (await sourceForRefresh(h.db, stored!.id))!, { timeoutMs: 300 });
    expect(outcome).toBe('failed');
    const list = (await mentor.agent.get('/app/calendar/busy-sources')).body as Array<{ url: string; lastError: string }>;
    expect(list.find((source) => source.url.endsWith('/slow.ics'))?.lastError).toBe('The calendar server did not answer within 10 seconds.');
    expect((await h.agent().get('/app/health')).status).toBe(200);
    // The later tests run the job; this one would stall it for 10 s.
    await h.db.delete(busySources).where(eq(busySources.id, stored!.id));
  });

  it('refuses private, loopback and plain-http addresses in the 400 list form', async () => {
    const mentor = await h.signup('mentor');
    h.deps.resolveHost = async (host) => (host === 'intranet.example.test' ? ['10.1.2.3'] : ['93.184.216.34']);
    for (const url of [
      'https://10.0.0.5/calendar.ics',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/c.ics',
      'http://127.0.0.1:9/c.ics',
      'http://calendar.example.test/c.ics',
      'https://intranet.example.test/c.ics',
    ]) {
      const response = await mentor.agent.post('/app/calendar/busy-sources', { url });
      expect(response.status, url).toBe(400);
      expect(response.body.error[0].path).toBe('url');
    }
    const notUrl = await mentor.agent.post('/app/calendar/busy-sources', { url: 'my calendar' });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.error[0].path).toBe('url');
    delete h.deps.resolveHost;
    expect((await mentor.agent.get('/app/calendar/busy-sources')).body).toEqual([]);
  });

  it('lets only mentors add sources, and only their owner list or remove them', async () => {
    ical.routes.set('/mine.ics', { body: icalFile(WEEKLY) });
    const owner = await h.signup('mentor');
    const other = await h.signup('mentor');
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.post('/app/calendar/busy-sources', { url: ical.url('/mine.ics') })).status).toBe(403);
    expect((await mentee.agent.get('/app/calendar/busy-sources')).status).toBe(403);
    expect((await h.agent().get('/app/calendar/busy-sources')).status).toBe(401);

    const added = await owner.agent.post('/app/calendar/busy-sources', { url: ical.url('/mine.ics') });
    expect((await owner.agent.post('/app/calendar/busy-sources', { url: ical.url('/mine.ics') })).status).toBe(409);
    expect((await other.agent.get('/app/calendar/busy-sources')).body).toEqual([]);
    expect((await other.agent.delete(`/app/calendar/busy-sources/${added.body.id}`)).status).toBe(404);
    expect((await owner.agent.delete('/app/calendar/busy-sources/not-a-uuid')).status).toBe(400);

    const removed = await owner.agent.delete(`/app/calendar/busy-sources/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(await h.db.select().from(busyIntervals).where(eq(busyIntervals.sourceId, added.body.id))).toEqual([]);
    expect((await owner.agent.delete(`/app/calendar/busy-sources/${added.body.id}`)).status).toBe(404);
  });

  it('refreshes each due source once when two instances run the job at the same time', async () => {
    ical.routes.set('/shared.ics', { body: icalFile(WEEKLY) });
    await h.db.delete(busySources);
    const mentor = await h.signup('mentor');
    await mentor.agent.post('/app/calendar/busy-sources', { url: ical.url('/shared.ics') });
    const second = await createTestHarness({ CALENDAR_DEV_ENDPOINTS: ical.endpoint }, { sharedDatabaseOf: h });
    try {
      second.deps.now = h.deps.now;
      h.clock.advance(16 * 60_000);
      const before = ical.requests.length;
      await Promise.all([refreshDueBusySources(h.deps), refreshDueBusySources(second.deps)]);
      const fetched = ical.requests.slice(before).map((request) => request.path);
      expect(fetched.filter((path) => path === '/shared.ics')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
