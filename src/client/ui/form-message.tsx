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
  /**
   * Paths whose list-form errors the form shows under their own field (serverFieldErrors), left out here;
   * when none is left, the lead or the server's one-line message still says that the call failed.
   */
  fields?: readonly string[];
}

/**
 * A failed call as the user should read it (docs/product.md): field errors grouped under their field's
 * name (but those the form shows at the field itself), else the server's one-line message, else the fallback.
 */
export function ErrorMessage({ error, fallback, lead, fields = [] }: ErrorMessageProps) {
  const apiError = error instanceof ApiError ? error : null;
  const issues = apiError?.issues ?? [];
  const groups = groupIssues(issues).filter((group) => !fields.includes(group.path));
  const detail = apiError?.serverMessage ?? null;
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
      ) : lead ? null : (
        <p className={styles.line}>{fallback}</p>
      )}
    </FormMessage>
  );
}
