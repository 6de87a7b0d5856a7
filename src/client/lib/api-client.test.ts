import { i18n } from '@lingui/core';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION_HEADER } from '../../shared/contract-version';
import type { Slot } from '../../shared/contracts/calendar';
import { api } from './api-client';
import { ApiError } from './api-error';
import { startNetworkStatus } from './network-status';

const answer = (status: number, body: unknown, version: string | null = __CONTRACT_VERSION__) =>
  vi.fn(async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (version !== null) headers.set(CONTRACT_VERSION_HEADER, version);
    return new Response(JSON.stringify(body), { status, headers });
  });

const slot = { _id: 's1', start: '2030-05-01T09:00:00.000Z', end: '2030-05-01T10:00:00.000Z', title: '1 Hour Session' };

describe('api client', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(() => vi.unstubAllGlobals());

  it("answers with the server's JSON when it speaks this build's contract", async () => {
    vi.stubGlobal('fetch', answer(200, [slot]));
    await expect(api.get<Slot[]>('calendar/m1')).resolves.toEqual([slot]);
  });

  it.each([
    ['another contract version', 'a-later-version'],
    ['no contract version', null],
  ])('refuses an answer with %s: the app was updated, only a reload helps', async (_, version) => {
    vi.stubGlobal('fetch', answer(200, [slot], version));
    const failure = api.get<Slot[]>('calendar/m1');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      contractChanged: true,
      serverMessage: 'This app has been updated. Reload the page to continue.',
    });
  });

  it('fails with the ApiError of an error answer, whatever its version', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'Mentor not found', msg: 'Mentor not found' }, null));
    const failure = api.get<Slot[]>('calendar/m1');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, serverMessage: 'Mentor not found', contractChanged: false });
  });

  it('makes the app offline at the first request without an answer, and online at the next answer from the server', async () => {
    startNetworkStatus();
    expect(onlineManager.isOnline()).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get<Slot[]>('calendar/m1')).rejects.toMatchObject({ status: 0 });
    expect(onlineManager.isOnline()).toBe(false);
    // An answer without our contract header (a captive portal's page) proves nothing.
    vi.stubGlobal('fetch', answer(200, [slot], null));
    await expect(api.get<Slot[]>('calendar/m1')).rejects.toMatchObject({ contractChanged: true });
    expect(onlineManager.isOnline()).toBe(false);
    vi.stubGlobal('fetch', answer(404, { error: 'Mentor not found', msg: 'Mentor not found' }));
    await expect(api.get<Slot[]>('calendar/m1')).rejects.toMatchObject({ status: 404 });
    expect(onlineManager.isOnline()).toBe(true);
  });
});
