import { z } from 'zod/mini';

/** Sizes `GET /app/images/{id}?s=` serves: avatars (64) and profile pictures (256). */
export const imageSizes = [64, 256] as const;

/**
 * Every answer's `image`: the URL the image is served from, or null when the person has none. Never the
 * image itself, so a list of people stays small whatever they uploaded.
 */
export const imageUrlSchema = z.nullable(z.string().check(z.regex(/^\/app\/images\/[0-9a-f-]{36}\?s=(64|256)$/)));
