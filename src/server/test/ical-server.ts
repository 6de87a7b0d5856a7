import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local calendar server answers at one path: a body with its ETag, a stall, or a huge body. */
export type IcalRoute = { body: string; etag?: string } | { stall: true } | { bytes: number };

/**
 * A local iCal server for busy-calendar tests, on a free port of 127.0.0.1 (so the PGlite and the
 * PostgreSQL runs of the suite never collide); pass `endpoint` in CALENDAR_DEV_ENDPOINTS.
 */
export async function startIcalServer() {
  const routes = new Map<string, IcalRoute>();
  const requests: Array<{ path: string; ifNoneMatch: string | undefined; status: number }> = [];
  const stalled = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const route = routes.get(path);
    const ifNoneMatch = request.headers['if-none-match'];
    const log = (status: number) => requests.push({ path, ifNoneMatch, status });
    if (!route) {
      log(404);
      response.writeHead(404).end();
    } else if ('stall' in route) {
      log(0);
      stalled.add(response);
    } else if ('bytes' in route) {
      log(200);
      // Chunked, without Content-Length: the limit must hold while reading, not only on the header.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const write = () => {
        while (sent < route.bytes) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      response.on('error', () => undefined);
      write();
    } else if (route.etag && ifNoneMatch === route.etag) {
      log(304);
      response.writeHead(304, { etag: route.etag }).end();
    } else {
      log(200);
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(route.etag ? { etag: route.etag } : {}) });
      response.end(route.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    routes,
    requests,
    close: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type IcalServer = Awaited<ReturnType<typeof startIcalServer>>;

/** Europe/Berlin as Google Calendar writes it: CET, and CEST from the last Sunday of March. */
export const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A VCALENDAR around the given lines of events, with the Berlin zone and X-WR-TIMEZONE. */
export const icalFile = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Busy//EN',
    'X-WR-TIMEZONE:Europe/Berlin',
    ...BERLIN_VTIMEZONE,
    ...events.flat(),
    'END:VCALENDAR',
  ].join('\r\n');
