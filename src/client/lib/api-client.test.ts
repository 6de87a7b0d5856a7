import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { slotListSchema } from '../../shared/contracts/calendar';
import { api } from './api-client';
import { ApiError } from './api-error';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const slot = { _id: 's1', start: '2030-05-01T09:00:00.000Z', end: '2030-05-01T10:00:00.000Z', title: '1 Hour Session' };

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers with the parsed answer, unknown fields dropped', async () => {
    vi.stubGlobal('fetch', answer(200, [{ ...slot, internal: 'x' }]));
    await expect(api.get('calendar/m1', slotListSchema)).resolves.toEqual([slot]);
  });

  it("fails with zod's error naming the field when the answer breaks the contract", async () => {
    vi.stubGlobal('fetch', answer(200, [{ ...slot, start: 1_900_000_000 }]));
    const failure = api.get('calendar/m1', slotListSchema);
    await expect(failure).rejects.toBeInstanceOf(z.core.$ZodError);
    await expect(failure).rejects.toMatchObject({ issues: [{ path: [0, 'start'], code: 'invalid_type' }] });
  });

  it('fails with the ApiError of an error answer, before any parsing', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'Mentor not found', msg: 'Mentor not found' }));
    const failure = api.get('calendar/m1', slotListSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, serverMessage: 'Mentor not found' });
  });
});
