import type { ValidationIssue } from '../../shared/contracts/errors';
import { ApiError } from './api-error';

// Apart from api-error.ts, which is in the first bundle: only forms show field errors.

export interface FieldErrorGroup {
  /** The field path as a heading: "newUserName" → "New User Name" (docs/product.md). */
  field: string;
  path: string;
  messages: string[];
}

/** docs/product.md (Domain rules): list-form errors are grouped per field and shown under the field's name. */
export function groupIssues(issues: ValidationIssue[]): FieldErrorGroup[] {
  const groups = new Map<string, FieldErrorGroup>();
  for (const issue of issues) {
    const group = groups.get(issue.path) ?? { path: issue.path, field: fieldLabel(issue.path), messages: [] };
    if (!group.messages.includes(issue.msg)) group.messages.push(issue.msg);
    groups.set(issue.path, group);
  }
  return [...groups.values()];
}

/** Field errors by field name ("skillCategoryTitle" → "Skill Category Title: …"), as the product has always shown them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The server's list-form errors of a failed submit, one line per field, to show under that field (the
 * `error` of ui/field.tsx). Errors whose path is not one of the form's fields are returned apart, so none
 * is lost; ErrorMessage with the same `fields` shows them.
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

function fieldLabel(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  return last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}
