import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pushSubscriptions } from '../db/schema';
import { ConfigError } from '../env';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { startTestPushService, type TestPushService } from '../test/push-fixtures';
import { MAX_SUBSCRIPTIONS_PER_USER } from './push.service';
import { vapidSubject } from './vapid';

let h: TestHarness;
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
  h = await createTestHarness({ PUSH_DEV_ENDPOINTS: pushService.host });
});
afterAll(async () => {
  await pushService.close();
  await h.close();
});

const subscriptionsOf = (userId: string) => h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const vapidRows = (harness: TestHarness) => harness.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'));

describe('GET /app/push/public-key', () => {
  it('answers without login with a P-256 key generated once and kept in the database', async () => {
    const first = await h.agent().get('/app/push/public-key');
    expect(first.status).toBe(200);
    const key = Buffer.from(first.body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await h.agent().get('/app/push/public-key')).body).toEqual(first.body);
    const rows = await vapidRows(h);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatchObject({ publicKey: first.body.publicKey, privateKey: expect.any(String) });
  });

  it('gives every instance on one database the same key, even when they start at the same moment', async () => {
    const first = await createTestHarness();
    const second = await createTestHarness({}, { sharedDatabaseOf: first });
    try {
      const [a, b] = await Promise.all([first.agent().get('/app/push/public-key'), second.agent().get('/app/push/public-key')]);
      expect(a.status).toBe(200);
      expect(b.body.publicKey).toBe(a.body.publicKey);
      expect(await vapidRows(first)).toHaveLength(1);
      // A restart (a new app on the same database) keeps the key, so existing subscriptions stay valid.
      const restarted = await createTestHarness({}, { sharedDatabaseOf: first });
      expect((await restarted.agent().get('/app/push/public-key')).body.publicKey).toBe(a.body.publicKey);
      await restarted.close();
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('uses configured keys as given and stores nothing', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await createTestHarness({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@mentor.example',
    });
    try {
      expect((await configured.agent().get('/app/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
      expect(await configured.deps.vapid.details()).toEqual({ ...keys, subject: 'mailto:ops@mentor.example' });
      expect(await vapidRows(configured)).toEqual([]);
    } finally {
      await configured.close();
    }
  });

  it('refuses configured keys or subjects that cannot work, naming the variable', async () => {
    const broken = await createTestHarness({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: 'not-a-key-either' });
    try {
      const failure = broken.deps.vapid.details();
      await expect(failure).rejects.toBeInstanceOf(ConfigError);
      await expect(failure).rejects.toThrow(/VAPID_PUBLIC_KEY/);
    } finally {
      await broken.close();
    }
    expect(() => vapidSubject({ VAPID_SUBJECT: 'admin@example.com', publicUrl: 'https://x.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('derives the VAPID subject from PUBLIC_URL when none is configured', () => {
    expect(vapidSubject({ VAPID_SUBJECT: undefined, publicUrl: 'https://mentor.example' })).toBe('https://mentor.example');
    expect(vapidSubject({ VAPID_SUBJECT: undefined, publicUrl: 'http://localhost:3000' })).toBe('mailto:admin@localhost');
  });
});

describe('POST /app/push/subscribe', () => {
  let user: LoggedIn;
  beforeAll(async () => {
    user = await h.signup('mentee');
  });

  it('needs a login', async () => {
    const response = await h.agent().post('/app/push/subscribe', pushService.device().subscription);
    expect(response.status).toBe(401);
    expect(response.body.msg).toBe('You are not logged in.');
  });

  it('stores a new subscription with 201 and the same endpoint again with 200, once', async () => {
    const { subscription } = pushService.device();
    const created = await user.agent.post('/app/push/subscribe', subscription, { 'user-agent': 'Test Browser 1.0' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ endpoint: subscription.endpoint, message: 'Reminders are on for this device.' });

    const again = await user.agent.post('/app/push/subscribe', subscription);
    expect(again.status).toBe(200);
    const rows = (await subscriptionsOf(user.user._id)).filter((row) => row.endpoint === subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
  });

  it('hands a known endpoint to whoever subscribes it now, with the new keys', async () => {
    const device = pushService.device();
    expect((await user.agent.post('/app/push/subscribe', device.subscription)).status).toBe(201);
    const nextUser = await h.signup('mentor');
    const renewed = { ...device.subscription, keys: pushService.device().subscription.keys };
    const response = await nextUser.agent.post('/app/push/subscribe', renewed, { 'accept-language': 'de' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Erinnerungen sind für dieses Gerät eingeschaltet.');
    const rows = await h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(rows).toEqual([expect.objectContaining({ userId: nextUser.user._id, p256dh: renewed.keys.p256dh })]);
  });

  it('answers bad input with a list-form 400', async () => {
    const response = await user.agent.post('/app/push/subscribe', {
      endpoint: 'not a url',
      keys: { p256dh: 'short', auth: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'endpoint',
      'keys.auth',
      'keys.p256dh',
    ]);
    expect(response.body.msg).toContain('endpoint');

    const noKeys = await user.agent.post('/app/push/subscribe', { endpoint: 'https://push.example/abc' });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.error).toEqual([{ path: 'keys', msg: expect.any(String) }]);
  });

  it('refuses endpoints it would never send to', async () => {
    const { keys } = pushService.device().subscription;
    for (const endpoint of ['http://push.example/abc', 'ftp://push.example/abc', 'javascript:alert(1)']) {
      const response = await user.agent.post('/app/push/subscribe', { endpoint, keys });
      expect(response.status, endpoint).toBe(400);
      expect(response.body.error[0].path, endpoint).toBe('endpoint');
    }
    // 65 bytes that start like a key but are no point on the curve.
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    const response = await user.agent.post('/app/push/subscribe', {
      endpoint: 'https://push.example/abc',
      keys: { ...keys, p256dh: offCurve.toString('base64url') },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'keys.p256dh', msg: 'The subscription key is not a valid P-256 public key.' }]);
  });

  it('accepts a local push service only when PUSH_DEV_ENDPOINTS lists it', async () => {
    const deployed = await createTestHarness({ PUBLIC_URL: 'https://mentor.example' });
    try {
      const deployedUser = await deployed.signup('mentee');
      const { subscription } = pushService.device();
      const refused = await deployedUser.agent.post('/app/push/subscribe', subscription);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual([
        { path: 'endpoint', msg: 'This push endpoint is not accepted: it must be the https:// address of a push service.' },
      ]);
      deployed.deps.resolveHost = async () => ['142.250.185.106'];
      const real = { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' };
      expect((await deployedUser.agent.post('/app/push/subscribe', real)).status).toBe(201);
    } finally {
      await deployed.close();
    }
    expect((await user.agent.post('/app/push/subscribe', pushService.device().subscription)).status).toBe(201);
  });

  it(`keeps the ${MAX_SUBSCRIPTIONS_PER_USER} newest devices of a user`, async () => {
    const owner = await h.signup('mentor');
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_USER; i++) {
      const { subscription } = pushService.device();
      endpoints.push(subscription.endpoint);
      expect((await owner.agent.post('/app/push/subscribe', subscription)).status).toBe(201);
      h.clock.advance(1000);
    }
    const kept = (await subscriptionsOf(owner.user._id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });
});

describe('DELETE /app/push/subscribe', () => {
  it('needs a login', async () => {
    expect((await h.agent().delete('/app/push/subscribe', { endpoint: 'https://push.example/x' })).status).toBe(401);
  });

  it('removes the own subscription, leaves anybody else’s alone, and answers 404 for an endpoint nobody holds', async () => {
    const owner = await h.signup('mentee');
    const stranger = await h.signup('mentor');
    const { subscription } = pushService.device();
    expect((await owner.agent.post('/app/push/subscribe', subscription)).status).toBe(201);

    expect((await stranger.agent.delete('/app/push/subscribe', { endpoint: subscription.endpoint })).status).toBe(200);
    expect(await subscriptionsOf(owner.user._id)).toHaveLength(1);

    const own = await owner.agent.delete('/app/push/subscribe', { endpoint: subscription.endpoint });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ endpoint: subscription.endpoint, message: 'Reminders are off for this device.' });
    expect(await subscriptionsOf(owner.user._id)).toEqual([]);

    const gone = await owner.agent.delete('/app/push/subscribe', { endpoint: subscription.endpoint });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('This device is not subscribed to reminders.');
  });

  it('lets the old owner of an endpoint another user took over unsubscribe with success, keeping the new owner’s', async () => {
    const oldOwner = await h.signup('mentee');
    const newOwner = await h.signup('mentee');
    const { subscription } = pushService.device();
    expect((await oldOwner.agent.post('/app/push/subscribe', subscription)).status).toBe(201);
    expect((await newOwner.agent.post('/app/push/subscribe', subscription)).status).toBe(200);
    expect(await subscriptionsOf(oldOwner.user._id)).toEqual([]);

    const unsubscribed = await oldOwner.agent.delete('/app/push/subscribe', { endpoint: subscription.endpoint });
    expect(unsubscribed.status).toBe(200);
    expect(await subscriptionsOf(newOwner.user._id)).toEqual([expect.objectContaining({ endpoint: subscription.endpoint })]);
  });

  it('answers a missing endpoint with a list-form 400', async () => {
    const owner = await h.signup('mentee');
    const response = await owner.agent.delete('/app/push/subscribe', {});
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'endpoint', msg: expect.any(String) }]);
  });
});
