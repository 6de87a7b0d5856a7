import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../shared/contracts/user';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';

export function useSendContactMessage() {
  return useMutation<string, ApiError, ContactRequest>({
    mutationFn: async (body) => (await api.call('POST /app/contact', { body })).message,
  });
}
