import { z } from 'zod/mini';

/**
 * zod/mini has no `z.preprocess`. At run time classic's preprocess is exactly this pipe; the cast
 * gives it classic's type as well, so the field stays optional in `z.input` when `schema` is optional.
 */
export function preprocess<Schema extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: Schema) {
  return z.pipe(z.transform(fn), schema) as unknown as z.core.$ZodPreprocess<Schema>;
}
