import { createECDH, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { bookings, slots } from '../db/schema';
import { addMentorSkill } from './calendar-fixtures';
import type { TestHarness } from './harness';

const HOUR = 3600_000;

/**
 * A confirmed (or otherwise) session written straight into the database, so reminder tests need
 * neither the booking nor the payment API. `start` is usually relative to `h.clock.now()`.
 */
export async function insertSession(
  h: TestHarness,
  session: {
    mentorId: string;
    menteeId: string;
    start: Date;
    status?: 'pending' | 'confirmed' | 'cancelled' | 'expired';
    /** Defaults to a week before the start. */
    confirmedAt?: Date;
    skillTitle?: string;
    jitsiLink?: string | null;
  },
): Promise<string> {
  const skill = await addMentorSkill(h, session.mentorId, { title: session.skillTitle ?? 'TypeScript' });
  const endAt = new Date(session.start.getTime() + HOUR);
  const [slot] = await h.db
    .insert(slots)
    .values({ mentorId: session.mentorId, startAt: session.start, endAt, title: '1 Hour Session' })
    .returning({ id: slots.id });
  const status = session.status ?? 'confirmed';
  const confirmedAt = session.confirmedAt ?? new Date(session.start.getTime() - 7 * 24 * HOUR);
  const [booking] = await h.db
    .insert(bookings)
    .values({
      slotId: slot!.id,
      mentorId: session.mentorId,
      menteeId: session.menteeId,
      userSkillId: skill.id,
      skillTitle: skill.title,
      title: '1 Hour Session',
      startAt: session.start,
      endAt,
      status,
      priceCents: 1000,
      currency: 'EUR',
      paidWith: status === 'pending' ? null : 'card',
      jitsiLink: session.jitsiLink === undefined ? `https://meet.jit.si/test-${randomUUID()}` : session.jitsiLink,
      createdAt: new Date(confirmedAt.getTime() - 60_000),
      confirmedAt: status === 'pending' ? null : confirmedAt,
      cancelledAt: status === 'cancelled' ? confirmedAt : null,
      cancelledBy: status === 'cancelled' ? 'mentee' : null,
    })
    .returning({ id: bookings.id });
  return booking!.id;
}

/** What a browser would send to `POST /app/push/subscribe`, plus the secrets only the browser keeps. */
export interface TestDevice {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: string;
}

export interface ReceivedPush {
  deviceId: string;
  headers: IncomingHttpHeaders;
  /** The decrypted JSON. */
  payload: any;
  vapid: { publicKey: string; audience: string; subject: string; expiresAt: number; signatureValid: boolean };
}

/**
 * A push service on 127.0.0.1 standing in for the browser vendor's: it decrypts each message (aes128gcm,
 * with the device's private key and auth secret, as the browser would) and checks the VAPID signature.
 */
export async function startTestPushService() {
  const devices = new Map<string, TestDevice>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  /** Every request, whatever the answer was. */
  const attempts: Array<{ deviceId: string; status: number }> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deviceId = request.url?.split('/').pop() ?? '';
      const device = devices.get(deviceId);
      const status = device ? (statuses.get(deviceId) ?? 201) : 404;
      attempts.push({ deviceId, status });
      if (device && status < 300) {
        received.push({
          deviceId,
          headers: request.headers,
          payload: decrypt(Buffer.concat(chunks), device),
          vapid: readVapid(request.headers.authorization ?? ''),
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = `http://${host}`;

  return {
    origin,
    /** For PUSH_DEV_ENDPOINTS: the app posts to this local service only when it is listed there. */
    host,
    received,
    attempts,
    /** A new browser subscription on this service; `status` is what the service answers for it. */
    device(status = 201): TestDevice & { id: string } {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const device = {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        ecdh,
        auth,
      };
      devices.set(id, device);
      statuses.set(id, status);
      return { ...device, id };
    },
    messagesFor: (deviceId: string) => received.filter((push) => push.deviceId === deviceId),
    clear: () => {
      received.splice(0);
      attempts.splice(0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;

/** The browser's side of aes128gcm; a message that does not decrypt shows up as `{ decryptError }`. */
function decrypt(body: Buffer, device: TestDevice): unknown {
  try {
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
    return JSON.parse(plain.toString('utf8'));
  } catch (error) {
    return { decryptError: String(error) };
  }
}

/** Parses `vapid t=<jwt>, k=<key>` and verifies the ES256 signature with the key it names. */
function readVapid(authorization: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization);
  if (!match) return { publicKey: '', audience: '', subject: '', expiresAt: 0, signatureValid: false };
  const [, token = '', publicKey = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  return { publicKey, audience: body.aud, subject: body.sub, expiresAt: body.exp, signatureValid };
}
