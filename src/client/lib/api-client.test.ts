import { i18n } from '@lingui/core';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { CONTRACT_VERSION_HEADER } from '../../shared/contract-version';
import type { BookSlotResponse, Slot } from '../../shared/contracts/calendar';
import type { MentorList } from '../../shared/contracts/search';
import type { UserMessageResponse } from '../../shared/contracts/user';
import { api, requestLine } from './api-client';
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
    await expect(api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm1' } })).resolves.toEqual([slot]);
  });

  it.each([
    ['another contract version', 'a-later-version'],
    ['no contract version', null],
  ])('refuses an answer with %s: the app was updated, only a reload helps', async (_, version) => {
    vi.stubGlobal('fetch', answer(200, [slot], version));
    const failure = api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm1' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      contractChanged: true,
      serverMessage: 'This app has been updated. Reload the page to continue.',
    });
  });

  it('fails with the ApiError of an error answer, whatever its version', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'Mentor not found', msg: 'Mentor not found' }, null));
    const failure = api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm1' } });
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
    await expect(api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm1' } })).rejects.toMatchObject({
      status: 0,
    });
    expect(onlineManager.isOnline()).toBe(false);
    // An answer without our contract header (a captive portal's page) proves nothing.
    vi.stubGlobal('fetch', answer(200, [slot], null));
    await expect(api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm1' } })).rejects.toMatchObject({
      contractChanged: true,
    });
    expect(onlineManager.isOnline()).toBe(false);
    vi.stubGlobal('fetch', answer(404, { error: 'Mentor not found', msg: 'Mentor not found' }));
    await expect(api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm1' } })).rejects.toMatchObject({
      status: 404,
    });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('sends the method, the filled path, the query, the JSON body and the headers the call names', async () => {
    const sent: Request[] = [];
    const bodies: unknown[] = [];
    const reply = answer(200, { message: 'Booked', bookingId: 'b1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request);
        bodies.push(await request.json());
        return reply();
      }),
    );
    await api.call('POST /app/calendar/book/:id', {
      params: { id: 'slot 1/2' },
      query: { preview: true },
      body: { skillId: 's1' },
      headers: { 'Idempotency-Key': 'k1' },
    });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    const url = new URL(request!.url);
    expect(`${url.pathname}${url.search}`).toBe('/app/calendar/book/slot%201%2F2?preview=true');
    expect(request!.headers.get('Idempotency-Key')).toBe('k1');
    expect(bodies).toEqual([{ skillId: 's1' }]);
  });
});

describe('the request line of an endpoint', () => {
  it('fills every path parameter and drops the /app/ prefix ky adds', () => {
    expect(requestLine('GET /app/search/mentor/:uuid/reviews', { uuid: 'u1' })).toEqual(['GET', 'search/mentor/u1/reviews']);
    expect(requestLine('DELETE /app/user')).toEqual(['DELETE', 'user']);
  });

  it('refuses to send a path with a parameter left unfilled', () => {
    expect(() => requestLine('DELETE /app/calendar/:id', {})).toThrow('path parameter id');
  });
});

// Checked by the type check (tsc), not at run time: the answer types come from the endpoint table.
describe('the types of a call', () => {
  it("answers with the type of the endpoint's schema", () => {
    expectTypeOf(() => api.call('GET /app/search')).returns.resolves.toEqualTypeOf<MentorList>();
    expectTypeOf(() => api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid: 'm' } })).returns.resolves.toEqualTypeOf<
      Slot[]
    >();
    expectTypeOf(() =>
      api.call('POST /app/calendar/book/:id', { params: { id: 's' }, body: {} }),
    ).returns.resolves.toEqualTypeOf<BookSlotResponse>();
    expectTypeOf(() => api.call('PUT /app/user/profile', { body: {} })).returns.resolves.toEqualTypeOf<UserMessageResponse>();
  });

  it('refuses unknown endpoints, endpoints without JSON, missing or unknown path parameters and a GET body', () => {
    // @ts-expect-error: no such endpoint
    expectTypeOf(() => api.call('GET /app/nowhere'));
    // @ts-expect-error: a calendar file, not JSON
    expectTypeOf(() => api.call('GET /app/session/:id/ics', { params: { id: 'b' } }));
    // @ts-expect-error: the path needs its id
    expectTypeOf(() => api.call('DELETE /app/calendar/:id'));
    // @ts-expect-error: the parameter is called id
    expectTypeOf(() => api.call('DELETE /app/calendar/:id', { params: { slotId: 's' } }));
    // @ts-expect-error: this path has no parameters
    expectTypeOf(() => api.call('GET /app/search', { params: { id: 's' } }));
    // @ts-expect-error: a GET sends no body
    expectTypeOf(() => api.call('GET /app/search', { body: {} }));
  });
});
