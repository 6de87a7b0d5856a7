import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { userKeys } from '../current-user';

/** Mails a new link; `next` is where it brings the person back to (this page). */
export function useResendVerification() {
  return useMutation<string, ApiError, { next: string }>({
    mutationFn: async (body) => (await api.call('POST /app/user/resend-verification', { body })).message,
  });
}

/** Uses the mailed token; the logged-in user (if any) is fetched again so every page sees the confirmed address. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, { token: string }>({
    mutationFn: async (body) => (await api.call('POST /app/user/verify-email', { body })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
}

/** Where a mailed link should bring the person back to: this page, unless it is the login page itself. */
export function currentAppPath(): string {
  const { pathname, search } = window.location;
  return pathname.startsWith('/authentication') ? '/dashboard' : `${pathname}${search}`;
}
