import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION_HEADER } from '../../shared/contract-version';
import { ApiError } from './api-error';
import { withEarlyAnswer } from './early-answers';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', [CONTRACT_VERSION_HEADER]: __CONTRACT_VERSION__ },
  });

const sessions = (fetchSessions: () => Promise<string[]>) =>
  queryOptions({ queryKey: ['session', 'upcoming'], queryFn: fetchSessions });

afterEach(() => {
  window.__pageData = undefined;
});

describe('withEarlyAnswer', () => {
  it("takes boot.js's early answer once, then asks itself", async () => {
    window.__pageData = { 'session/upcoming-sessions': Promise.resolve(answer(['early'])) };
    const ask = vi.fn(async () => ['asked']);
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(withEarlyAnswer(sessions(ask), 'session/upcoming-sessions'))).toEqual(['early']);
    expect(ask).not.toHaveBeenCalled();
    expect(await queryClient.fetchQuery({ ...withEarlyAnswer(sessions(ask), 'session/upcoming-sessions'), staleTime: 0 })).toEqual([
      'asked',
    ]);
  });

  it('asks itself when the early request was for another path', async () => {
    window.__pageData = { 'search?query=ann': Promise.resolve(answer(['ann'])) };
    const ask = vi.fn(async () => ['bob']);
    expect(await new QueryClient().fetchQuery(withEarlyAnswer(sessions(ask), 'search?query=bob'))).toEqual(['bob']);
    expect(window.__pageData['search?query=ann']).toBeDefined();
  });

  it('turns an early error answer or a network failure into an ApiError', async () => {
    window.__pageData = {
      refused: Promise.resolve(answer({ error: 'You are not logged in.', msg: 'You are not logged in.' }, 401)),
      lost: Promise.reject(new TypeError('Failed to fetch')),
    };
    const ask = async () => ['asked'];
    const refused = new QueryClient().fetchQuery({ ...withEarlyAnswer(sessions(ask), 'refused'), retry: false });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    const lost = new QueryClient().fetchQuery({ ...withEarlyAnswer(sessions(ask), 'lost'), retry: false });
    await expect(lost).rejects.toBeInstanceOf(ApiError);
  });
});
