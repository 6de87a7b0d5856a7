import { ApiError } from '../../lib/api-error';
import { groupIssues } from '../../lib/field-errors';

/** Field errors by field name ("skillCategoryTitle" → "Skill Category Title: …"), spec section 5. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The server's list-form errors of a failed save, one line per field, to show under that field. Errors
 * whose path is not one of the form's fields are returned apart, so none is lost.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): { byField: FieldErrors; other: string[] } {
  const byField: FieldErrors = {};
  const other: string[] = [];
  if (!(error instanceof ApiError)) return { byField, other };
  for (const group of groupIssues(error.issues)) {
    const line = `${group.field}: ${group.messages.join(' ')}`;
    if (fields.includes(group.path)) byField[group.path] = line;
    else other.push(line);
  }
  return { byField, other };
}

/** A failure without field errors (409 duplicate or in use, 403, network) is told in a toast. */
export function plainErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) return error.issues.length > 0 ? null : (error.serverMessage ?? fallback);
  return fallback;
}
