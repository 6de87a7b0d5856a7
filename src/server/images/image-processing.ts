import sharp from 'sharp';
import { imageSizes } from '../../shared/contracts/images';

/** The square sizes the UI shows: list avatars and the profile picture. */
export type ImageSize = (typeof imageSizes)[number];

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Far above any photo a person uploads, far below what would exhaust memory (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  small: Buffer;
  large: Buffer;
}

/**
 * Decodes an uploaded image and re-encodes it as WebP squares of both sizes. Decoding all of it is the
 * check: a file that only starts like a PNG fails here. Re-encoding drops every metadata block (EXIF
 * with GPS position, ICC, XMP); `rotate()` first applies the EXIF orientation that is dropped with it.
 * Returns null for anything that is not a whole PNG, JPEG or WebP image.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | null> {
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { format } = await input.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return null;
    const square = (size: ImageSize) =>
      input.clone().rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    const [small, large] = await Promise.all([square(64), square(256)]);
    return { small, large };
  } catch {
    return null;
  }
}

/** The bytes of a `data:image/…;base64,` URL (the contract has checked its form and size). */
export function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
