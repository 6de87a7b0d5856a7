import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION_HEADER } from '../../../shared/contract-version';
import { reportResponse, startNetworkStatus } from '../../lib/network-status';
import { EARLY_CHECK_TIMEOUT_MS, fetchCurrentUser } from './current-user';

afterEach(() => {
  vi.useRealTimers();
  // The server answers again: the detector (one per page) is online for the next test.
  reportResponse(new Response(null, { headers: { [CONTRACT_VERSION_HEADER]: 'any' } }));
});

describe('the early auth check', () => {
  it('gives up after a while on a network that never answers, and the app is offline from then on', async () => {
    vi.useFakeTimers();
    startNetworkStatus();
    expect(onlineManager.isOnline()).toBe(true);
    // boot.js's request, swallowed by the network.
    window.__userCheck = new Promise<Response>(() => undefined);
    const answer = fetchCurrentUser();
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(EARLY_CHECK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toMatchObject({ status: 0 });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('a request the network refused makes the app offline at once', async () => {
    startNetworkStatus();
    expect(onlineManager.isOnline()).toBe(true);
    window.__userCheck = Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 0 });
    expect(onlineManager.isOnline()).toBe(false);
  });
});
