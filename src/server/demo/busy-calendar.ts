import type { Database } from '../db/client';
import { busySources } from '../db/schema';

/**
 * The demo's busy calendar: a static iCalendar file of the built client (public/demo/busy-calendar.ics),
 * so the demo server serves it to itself and hidden slots show without a network. Weekday stand-ups at
 * 09:00 UTC, a Tuesday appointment at 15:00 Berlin time and an all-day conference every other Thursday
 * cover some of the demo slots (weekdays at 08–10 and 13–16 UTC).
 */
export const DEMO_BUSY_CALENDAR_PATH = '/demo/busy-calendar.ics';

/**
 * Over loopback, whatever PUBLIC_URL says; `host:port` must be in CALENDAR_DEV_ENDPOINTS, which the demo
 * command sets, since the address rules refuse local addresses.
 */
export const demoBusyCalendarEndpoint = (port: number | string) => `127.0.0.1:${port}`;

/** Gives the mentor the demo calendar; the refresh job reads it as soon as the server listens. */
export async function seedDemoBusyCalendar(db: Database, mentorId: string, port: number | string, now: Date): Promise<void> {
  await db.insert(busySources).values({
    mentorId,
    url: `http://${demoBusyCalendarEndpoint(port)}${DEMO_BUSY_CALENDAR_PATH}`,
    nextFetchAt: now,
    createdAt: now,
  });
}
