/** Longest side of a stored profile picture; photos straight from a phone are far above the 1 MB limit. */
export const PROFILE_IMAGE_SIZE = 256;

export interface PickedImage {
  name: string;
  type: string;
  /** Size of the encoded result in kB (the image upload). */
  sizeKb: number;
  /** A data URL, as the API takes images. */
  base64: string;
}

/**
 * Decodes the picked file and re-encodes it at most PROFILE_IMAGE_SIZE px wide or high. Re-encoding
 * also drops metadata such as the camera's location. Throws when the file is not a readable image.
 */
export async function shrinkImage(file: File, maxSize = PROFILE_IMAGE_SIZE): Promise<PickedImage> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSize / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // Browsers without WebP encoding return PNG, which the server accepts as well.
  const base64 = canvas.toDataURL('image/webp', 0.85);
  const type = base64.slice(5, base64.indexOf(';'));
  const payload = base64.slice(base64.indexOf(',') + 1);
  return { name: file.name, type, sizeKb: Math.ceil((payload.length * 3) / 4 / 1024), base64 };
}
