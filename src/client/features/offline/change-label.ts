import type { I18n } from '@lingui/core';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queuedChanges } from './persist-policy';

/** What a queued change is about, in the person's words, as the feature that queued it says. */
export function changeLabel(i18n: I18n, queryClient: QueryClient, key: QueryKey, variables: unknown): string {
  const change = queuedChanges().find((queued) => hashKey(queued.key) === hashKey(key));
  return change?.label(i18n, queryClient, variables) ?? '';
}
