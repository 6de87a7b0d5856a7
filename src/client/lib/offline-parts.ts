import type { I18n } from '@lingui/core';
import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';

/** A change that may wait for the network (decision 030), with what it is about in the person's words. */
export interface QueuedChange {
  key: MutationKey;
  /** For the pending-changes list: what the person did and to which item, e.g. `Feedback on "Rust"`. */
  label: (i18n: I18n, queryClient: QueryClient, variables: unknown) => string;
}

/**
 * What one feature contributes to offline use. Features do not import the offline feature, nor it them
 * (decision 112): each feature exports its parts, and the app hands them all to offline support at
 * start-up (src/client/offline-parts.ts).
 */
export interface OfflineParts {
  /** Query-key prefixes whose answers are written to IndexedDB. */
  persistedQueries?: QueryKey[];
  /** Only the newest answer under this prefix is written (the last mentor search). */
  newestAnswerOf?: QueryKey;
  queuedChanges?: QueuedChange[];
  /** Before a stored queue is restored: register the mutation defaults its changes replay through. */
  beforeRestore?: (queryClient: QueryClient) => void;
  /** Once the cache is restored and written through. */
  afterRestore?: (queryClient: QueryClient) => void;
}
