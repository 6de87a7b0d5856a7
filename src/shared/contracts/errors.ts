import { z } from 'zod/mini';

/** One entry of a 400 response: which field (dotted path) and what is wrong with it. */
export const validationIssueSchema = z.object({ path: z.string(), msg: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every error response of the API has this shape (docs/product.md, "The HTTP contract"). */
export const apiErrorBodySchema = z.object({
  error: z.union([z.string(), z.array(validationIssueSchema)]),
  msg: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
