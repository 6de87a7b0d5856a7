import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, MessageResponse } from '../../../shared/contracts/user';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';

export function useSendContactMessage() {
  return useMutation<string, ApiError, ContactRequest>({
    mutationFn: async (body) => (await api.post<MessageResponse>('contact', body)).message,
  });
}
