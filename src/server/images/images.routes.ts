import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { idParamSchema, validate } from '../middleware/validate';
import { imageMessages } from './images.messages';
import { findImage } from './images.queries';

const sizeQuerySchema = z.object({ s: z.enum(['64', '256']) });

/** Never changes under its id (a new upload gets a new id), so caches may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /app/images/{id}?s=64|256`: public, as the public feedback list shows its authors' images. */
export const imageRoutes = new Hono<AppEnv>().get('/:id', validate('param', idParamSchema), validate('query', sizeQuerySchema), async (c) => {
  const { id } = c.req.valid('param');
  const size = Number(c.req.valid('query').s) as 64 | 256;
  const etag = `"${id}-${size}"`;
  if (c.req.header('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', etag);
    return c.body(null, 304);
  }
  const bytes = await findImage(c.get('deps').db, id, size);
  if (!bytes) throw notFound(imageMessages.imageNotFound);
  c.header('Cache-Control', IMMUTABLE);
  c.header('ETag', etag);
  c.header('Content-Type', 'image/webp');
  return c.body(new Uint8Array(bytes));
});
