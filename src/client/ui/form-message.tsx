import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error';
import { groupIssues } from '../lib/field-errors';
import * as styles from './form-message.css';

export function FormMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={styles.tone[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

interface ErrorMessageProps {
  error: unknown;
  /** Shown when the server gave no message (network failure, unexpected answer). */
  fallback?: string;
  /** A fixed first line the spec asks for (e.g. 'Login failed. Please try again.'), the server's detail below. */
  lead?: string;
  /** Paths whose list-form errors the form shows under their own field (serverFieldErrors), left out here. */
  fields?: readonly string[];
}

/**
 * A failed call as the user should read it: field errors grouped under their field's name (those the
 * form does not show at the field itself), else the server's one-line message, else the fallback.
 */
export function ErrorMessage({ error, fallback, lead, fields = [] }: ErrorMessageProps) {
  const apiError = error instanceof ApiError ? error : null;
  const issues = apiError?.issues ?? [];
  const groups = groupIssues(issues).filter((group) => !fields.includes(group.path));
  // Field errors that all stand under their fields leave only the lead, if any, to say here.
  const detail = issues.length > 0 ? null : (apiError?.serverMessage ?? null);
  if (issues.length > 0 && groups.length === 0 && !lead) return null;
  return (
    <FormMessage tone="error">
      {lead ? <p className={styles.line}>{lead}</p> : null}
      {groups.length > 0 ? (
        <ul className={styles.list}>
          {groups.map((group) => (
            <li key={group.path}>
              <span className={styles.field}>{group.field}:</span> {group.messages.join(' ')}
            </li>
          ))}
        </ul>
      ) : detail ? (
        <p className={styles.line}>{detail}</p>
      ) : lead || issues.length > 0 ? null : (
        <p className={styles.line}>{fallback}</p>
      )}
    </FormMessage>
  );
}
