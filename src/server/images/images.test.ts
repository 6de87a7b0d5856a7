import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { IMAGE_PATH, noisyPng, PNG_1PX } from '../test/images';
import { convertLegacyImages } from './legacy-images';

let h: TestHarness;
let me: LoggedIn;
beforeAll(async () => {
  h = await createTestHarness();
  me = await h.signup('mentor');
});
afterAll(() => h.close());

async function jpegWithExif(): Promise<string> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const fetchImage = (path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });

describe('profile images', () => {
  it('stores an upload once as 64 and 256 px WebP squares without metadata, served with immutable caching', async () => {
    const changed = await me.agent.put('/app/user/change-image', { newImage: await jpegWithExif() });
    expect(changed.status).toBe(200);
    const path: string = changed.body.user.image;
    expect(path).toMatch(IMAGE_PATH);
    expect((await me.agent.get('/app/user/auth')).body.image).toBe(path);

    for (const size of [64, 256]) {
      const response = await fetchImage(path.replace('s=256', `s=${size}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('secret-owner')).toBe(false);
      const etag = response.headers.get('etag')!;
      const again = await fetchImage(path.replace('s=256', `s=${size}`), { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
    }
  });

  it('forgets the replaced image, and answers unknown ids with 404 and bad ids or sizes with a list-form 400', async () => {
    const first = (await me.agent.put('/app/user/change-image', { newImage: PNG_1PX })).body.user.image as string;
    const second = (await me.agent.put('/app/user/change-image', { newImage: PNG_1PX })).body.user.image as string;
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).status).toBe(404);
    expect((await fetchImage(second)).status).toBe(200);
    const badId = await me.agent.get('/app/images/nope?s=64');
    expect(badId.status).toBe(400);
    expect(badId.body.error).toEqual([{ path: 'id', msg: expect.any(String) }]);
    const badSize = await me.agent.get(second.replace('s=256', 's=1024'));
    expect(badSize.status).toBe(400);
    expect(badSize.body.error).toEqual([{ path: 's', msg: expect.any(String) }]);
  });

  it('refuses a corrupt image, a non-image and a GIF with a list-form 400', async () => {
    const png = Buffer.from(PNG_1PX.split(',')[1]!, 'base64');
    const truncated = `data:image/png;base64,${png.subarray(0, png.length - 20).toString('base64')}`;
    const text = `data:image/png;base64,${Buffer.from('hello world').toString('base64')}`;
    for (const newImage of [truncated, text, 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7']) {
      const response = await me.agent.put('/app/user/change-image', { newImage });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual([{ path: 'newImage', msg: expect.any(String) }]);
    }
  });

  it('converts a base64 image stored before the images table at start-up', async () => {
    const old = await h.signup('mentee');
    await h.db.update(users).set({ legacyImage: PNG_1PX, imageId: null }).where(eq(users.id, old.user._id));
    expect((await old.agent.get('/app/user/auth')).body.image).toBeNull();
    expect(await convertLegacyImages(h.db, h.deps.logger)).toBe(1);
    const image = (await old.agent.get('/app/user/auth')).body.image as string;
    expect(image).toMatch(IMAGE_PATH);
    expect((await fetchImage(image)).status).toBe(200);
    const [row] = await h.db.select({ legacyImage: users.legacyImage }).from(users).where(eq(users.id, old.user._id));
    expect(row!.legacyImage).toBeNull();
    expect(await convertLegacyImages(h.db, h.deps.logger)).toBe(0);
  });
});

describe('answers carry image URLs, never bytes', () => {
  it('keeps a search page of 30 mentors with 1 MiB uploads under 40 kB: cards carry image URLs, not the pictures', async () => {
    const search = await createTestHarness();
    try {
      const big = await noisyPng();
      expect(Buffer.from(big.split(',')[1]!, 'base64').length).toBeGreaterThan(900_000);
      const uploader = await search.signup('mentor', { userName: 'Imaged Mentor 0' });
      expect((await uploader.agent.put('/app/user/change-image', { newImage: big })).status).toBe(200);
      // The other 29 share the stored picture (signing each up and converting 1 MiB 29 more times tests nothing new).
      const [stored] = await search.db.select({ imageId: users.imageId }).from(users).where(eq(users.id, uploader.user._id));
      expect(stored?.imageId).toBeTruthy();
      const others = await insertUsers(
        search.db,
        Array.from({ length: 29 }, (_, index) => ({ userName: `Imaged Mentor ${index + 1}` })),
      );
      await search.db
        .update(users)
        .set({ imageId: stored!.imageId })
        .where(inArray(users.id, others.map((other) => other.id)));
      const viewer = await search.signup('mentee');
      const page = await viewer.agent.get('/app/search?q=imaged&limit=30');
      expect(page.status).toBe(200);
      const body = JSON.stringify(page.body);
      expect(body.match(/\/app\/images\//g)).toHaveLength(30);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(40_000);
    } finally {
      await search.close();
    }
  });
});
