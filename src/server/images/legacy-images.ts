import { isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { updateUser } from '../user/user.queries';
import { dataUrlBytes, processImage } from './image-processing';
import { attachImage } from './images.service';

const BATCH = 20;

/**
 * Converts the base64 data URLs users stored before images had their own table (migration 0004) into
 * stored images, a batch at a time, and empties the old column. Runs at start-up: decoding needs sharp,
 * which SQL migrations cannot call. Safe to repeat and to run on several instances at once (a row done
 * twice ends with one image). An old image that does not decode (a GIF, a corrupt file) is dropped.
 */
export async function convertLegacyImages(db: Database, logger: Pick<Logger, 'info' | 'warn'>): Promise<number> {
  let converted = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id, legacyImage: users.legacyImage })
      .from(users)
      .where(isNotNull(users.legacyImage))
      .limit(BATCH);
    if (!rows.length) break;
    for (const row of rows) {
      const image = await processImage(dataUrlBytes(row.legacyImage ?? ''));
      if (image) {
        await db.transaction((tx) => attachImage(tx, row.id, image));
        converted++;
      } else {
        await updateUser(db, row.id, { legacyImage: null });
        logger.warn({ userId: row.id }, 'stored profile image does not decode; dropped');
      }
    }
  }
  if (converted) logger.info({ converted }, 'converted stored profile images');
  return converted;
}
