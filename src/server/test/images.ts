import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** What every answer's `image` holds for a stored image. */
export const IMAGE_PATH = /^\/app\/images\/[0-9a-f-]{36}\?s=256$/;

/**
 * A PNG data URL of random pixels, which PNG cannot compress: `side`² × 3 bytes of noise make a file
 * just that big (570 px ≈ 0.98 MB, just under the 1 MiB upload limit).
 */
export async function noisyPng(side = 570): Promise<string> {
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
