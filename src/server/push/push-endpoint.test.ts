import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { insertSession, startTestPushService, type TestPushService } from '../test/push-fixtures';
import { runOnce } from './reminder-scheduler';

/** Names with fixed DNS answers; anything else does not resolve. */
const dns = new Map<string, string[]>();

let h: TestHarness;
let pushService: TestPushService;
let user: LoggedIn;
beforeAll(async () => {
  pushService = await startTestPushService();
  h = await createTestHarness({ PUBLIC_URL: 'https://mentor.example' });
  h.deps.resolveHost = async (hostname) => {
    const addresses = dns.get(hostname);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  user = await h.signup('mentee');
});
afterAll(async () => {
  await pushService.close();
  await h.close();
});

const keys = () => pushService.device().subscription.keys;
const subscribe = (endpoint: string) => user.agent.post('/app/push/subscribe', { endpoint, keys: keys() });

describe('push endpoint rules at subscribe', () => {
  it.each([
    'https://0.0.0.0:8443/push/1',
    'https://[::]:8443/push/1',
    'https://[::ffff:127.0.0.1]:8443/push/1',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/push/1',
    'https://[fd00::1]/push/1',
    'https://127.0.0.1/push/1',
    'https://2130706433/push/1',
    'https://[::1]/push/1',
    'https://[fe80::1]/push/1',
    'https://192.168.1.10/push/1',
    'https://100.64.0.1/push/1',
    'https://private.push.test/push/1',
    'https://mixed.push.test/push/1',
    'https://unknown.push.test/push/1',
    'http://public.push.test/push/1',
    'https://user:secret@public.push.test/push/1',
  ])('refuses %s with a list-form 400', async (endpoint) => {
    dns.set('private.push.test', ['10.1.2.3']);
    dns.set('mixed.push.test', ['93.184.216.34', '127.0.0.1']);
    dns.set('public.push.test', ['93.184.216.34']);
    const response = await subscribe(endpoint);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'endpoint', msg: expect.any(String) }]);
  });

  it('accepts an https endpoint on a host with public addresses only, IPv4 or IPv6', async () => {
    dns.set('fcm.push.test', ['142.250.185.106', '2a00:1450:4001:82b::200a']);
    expect((await subscribe('https://fcm.push.test/fcm/send/abc')).status).toBe(201);
    expect((await subscribe('https://[2a00:1450:4001:82b::200a]/send/abc')).status).toBe(201);
  });

  it('keeps to PUSH_ALLOWED_HOSTS when it is set', async () => {
    const strict = await createTestHarness({ PUBLIC_URL: 'https://mentor.example', PUSH_ALLOWED_HOSTS: '*.push.apple.com' });
    try {
      strict.deps.resolveHost = async () => ['17.57.146.20'];
      const mentee = await strict.signup('mentee');
      const post = (endpoint: string) => mentee.agent.post('/app/push/subscribe', { endpoint, keys: keys() });
      expect((await post('https://api.push.apple.com/3/device/abc')).status).toBe(201);
      expect((await post('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(400);
      expect((await post('https://evilpush.apple.com.example/abc')).status).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('push endpoint rules at send', () => {
  let listener: Server;
  let connections = 0;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections++;
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => listener.close(resolve));
  });

  it('refuses a name that now resolves to loopback, contacts nothing and drops the subscription', async () => {
    const { port } = listener.address() as AddressInfo;
    const mentor = await h.signup('mentor');
    dns.set('rebind.push.test', ['93.184.216.34']);
    const endpoint = `https://rebind.push.test:${port}/push/1`;
    expect((await subscribe(endpoint)).status).toBe(201);

    dns.set('rebind.push.test', ['127.0.0.1']);
    const start = new Date(h.clock.now().getTime() + 86_400_000);
    await insertSession(h, { mentorId: mentor.user._id, menteeId: user.user._id, start });
    await runOnce(h.deps, h.clock.now());

    expect(connections).toBe(0);
    expect(await h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });
});
