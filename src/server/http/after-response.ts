import type { Logger } from 'pino';

const pending = new Set<Promise<void>>();

/**
 * Work a request starts but its answer must not wait for: an answer that waited would take longer
 * for some inputs than for others (a reset mail only for a known email) and so tell them apart.
 * The task runs once the current request's answer is on its way; its failure is logged, never thrown.
 */
export function afterResponse(logger: Logger, what: string, task: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every task started so far (and any they started) has finished: shutdown and tests. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}
