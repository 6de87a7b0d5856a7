import type { ValidationIssue } from '../../shared/contracts/errors';

// Apart from api-error.ts, which is in the first bundle: only forms show field errors.

export interface FieldErrorGroup {
  /** The field path as a heading: "newUserName" → "New User Name" (spec section 5). */
  field: string;
  path: string;
  messages: string[];
}

/** Spec section 5: list-form errors are grouped per field and shown under the field's name. */
export function groupIssues(issues: ValidationIssue[]): FieldErrorGroup[] {
  const groups = new Map<string, FieldErrorGroup>();
  for (const issue of issues) {
    const group = groups.get(issue.path) ?? { path: issue.path, field: fieldLabel(issue.path), messages: [] };
    if (!group.messages.includes(issue.msg)) group.messages.push(issue.msg);
    groups.set(issue.path, group);
  }
  return [...groups.values()];
}

function fieldLabel(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  return last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}
