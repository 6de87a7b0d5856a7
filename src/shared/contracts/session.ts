import { z } from 'zod/mini';
import { pageQuerySchema } from './skills';

/** The answers are checked without zod (the browser parses them): session-answers.ts. */
export * from './session-answers';

/** `GET /session/upcoming-sessions` and `/past-sessions`: `?page&limit`, 50 per page unless asked, at most 100. */
export const sessionListQuerySchema = pageQuerySchema;
export type SessionListQuery = z.input<typeof sessionListQuerySchema>;
