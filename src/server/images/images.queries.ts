import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { images } from '../db/schema';
import type { ImageSize, ProcessedImage } from './image-processing';

export async function insertImage(db: DbOrTx, userId: string, image: ProcessedImage): Promise<string> {
  const [row] = await db.insert(images).values({ userId, ...image }).returning({ id: images.id });
  return row!.id;
}

export async function findImage(db: DbOrTx, id: string, size: ImageSize): Promise<Buffer | undefined> {
  const column = size === 64 ? images.small : images.large;
  const [row] = await db.select({ bytes: column }).from(images).where(eq(images.id, id)).limit(1);
  return row?.bytes;
}

/** Drops the user's images other than `keepId`: an image replaced by a new upload is nobody's any more. */
export async function deleteOtherImages(db: DbOrTx, userId: string, keepId: string): Promise<void> {
  await db.delete(images).where(and(eq(images.userId, userId), ne(images.id, keepId)));
}
