import { z } from 'zod/mini';

/** `GET /app/health` while the database answers (otherwise a 503 with the error shape). */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
