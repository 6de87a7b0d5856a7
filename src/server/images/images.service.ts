import type { DbOrTx } from '../db/client';
import { fieldError } from '../http/errors';
import { updateUser } from '../user/user.queries';
import { dataUrlBytes, processImage, type ProcessedImage } from './image-processing';
import { imageMessages } from './images.messages';
import { deleteOtherImages, insertImage } from './images.queries';

/** An uploaded data URL as stored sizes; anything that does not decode as PNG, JPEG or WebP is a 400 on `field`. */
export async function decodeUpload(dataUrl: string, field: string): Promise<ProcessedImage> {
  const processed = await processImage(dataUrlBytes(dataUrl));
  if (!processed) throw fieldError(field, imageMessages.notAnImage);
  return processed;
}

/** Makes `image` the user's profile image and forgets the one it replaces; run it in a transaction. */
export async function attachImage(tx: DbOrTx, userId: string, image: ProcessedImage) {
  const imageId = await insertImage(tx, userId, image);
  const row = await updateUser(tx, userId, { imageId, legacyImage: null });
  await deleteOtherImages(tx, userId, imageId);
  return row!;
}
