import { isRetryableConflict } from '../http/errors';

/**
 * Runs a statement again when PostgreSQL aborted it to break a deadlock or a serialization conflict.
 * Concurrent inserts checked by an exclusion constraint can deadlock each other; on the retry the
 * winner has committed and the loser sees an ordinary constraint violation.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
