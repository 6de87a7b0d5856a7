import { sql, type Column } from 'drizzle-orm';
import type { ImageSize } from './image-processing';

/** Where an image is served (images.routes.ts); what every answer's `image` field carries. */
export function imagePath(imageId: string | null, size: ImageSize = 256): string | null {
  return imageId ? `/app/images/${imageId}?s=${size}` : null;
}

/** The same path built in SQL, for answers that come straight from a query. */
export function imagePathSql(imageId: Column, size: ImageSize = 256) {
  return sql<string | null>`case when ${imageId} is null then null else '/app/images/' || ${imageId}::text || ${`?s=${size}`} end`;
}
