import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { answerSchemas } from '../../shared/contracts/endpoints';
import { createApp } from '../app';
import { loadConfig } from '../env';
import type { AppDeps, AppEnv } from '../http/context';
import { contractVersion } from '../http/contract-version';
import { ContractViolation, checkAnswer, checkContractVersion, endpointOf } from './answer-check';
import { TestAgent } from './harness';

const json = 'application/json; charset=UTF-8';
const user = {
  _id: 'id-1',
  uuid: 'uuid-1',
  email: 'ada@example.test',
  userName: 'Ada',
  role: 'mentor',
  originalRole: 'mentor',
  image: null,
  freeSessionTokens: 2,
  sessionCredits: 0,
  headline: null,
  bio: null,
  languages: [],
  timeZone: null,
  notifications: { bookingMail: true, bookingPush: true, reminderMail: true, reminderPush: true },
  emailVerified: true,
  mentorStatus: 'approved',
  mentorStatusReason: null,
};

describe('the answer check of the test harness', () => {
  it('knows every route the server registers, and nothing else', () => {
    const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    // Registering routes touches no dependency, so the app needs no database to list them.
    const deps = { config, logger: pino({ level: 'silent' }) } as AppDeps;
    const routes = new Set(
      createApp(deps)
        .routes.filter((route) => route.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...routes].sort()).toEqual(Object.keys(answerSchemas).sort());
  });

  it('finds the entry of a concrete path', () => {
    expect(endpointOf('get', '/app/calendar/booking-details/b1')).toBe('GET /app/calendar/booking-details/:id');
    expect(endpointOf('GET', '/app/calendar/m1')).toBe('GET /app/calendar/:mentorUuid');
    expect(endpointOf('GET', '/app/session/s1/ics')).toBe('GET /app/session/:id/ics');
    expect(endpointOf('PUT', '/app/calendar/m1')).toBeUndefined();
  });

  it('passes answers that keep the contract', () => {
    expect(() => checkAnswer('GET', '/app/user/auth', 200, json, user)).not.toThrow();
    expect(() => checkAnswer('GET', '/app/user/auth', 401, json, { error: 'Log in', msg: 'Log in' })).not.toThrow();
    expect(() => checkAnswer('GET', '/app/session/s1/ics?lang=de', 200, 'text/calendar', 'BEGIN:VCALENDAR')).not.toThrow();
    expect(() => checkAnswer('GET', '/dashboard', 200, 'text/html', '<!doctype html>')).not.toThrow();
  });

  it('fails a wrong answer, an unlisted endpoint and an error outside the error shape', () => {
    expect(() => checkAnswer('GET', '/app/user/auth', 200, json, { ...user, freeSessionTokens: 1.5 })).toThrow(
      /GET \/app\/user\/auth \(200\) breaks its schema:[\s\S]*freeSessionTokens/,
    );
    expect(() => checkAnswer('GET', '/app/user/auth', 200, 'text/plain', 'ok')).toThrow(ContractViolation);
    expect(() => checkAnswer('GET', '/app/user/nobody-knows', 200, json, {})).toThrow(/no entry in answerSchemas/);
    expect(() => checkAnswer('GET', '/app/user/auth', 500, json, { message: 'boom' })).toThrow(/breaks its schema/);
    expect(() => checkAnswer('GET', '/app/user/auth', 500, 'text/plain', 'Internal Server Error')).toThrow(/must be JSON/);
  });

  it("fails an API answer without this source's contract version", () => {
    const headers = (version?: string) => new Headers(version ? { 'X-Contract-Version': version } : {});
    expect(() => checkContractVersion('GET', '/app/user/auth', 200, headers(contractVersion()))).not.toThrow();
    expect(() => checkContractVersion('GET', '/dashboard', 200, headers())).not.toThrow();
    expect(() => checkContractVersion('GET', '/app/user/auth', 200, headers('0123456789abcdef'))).toThrow(ContractViolation);
    expect(() => checkContractVersion('GET', '/app/user/auth', 401, headers())).toThrow(/contract version null/);
  });

  it('makes the request that received a wrong answer fail', async () => {
    const wrong = new Hono<AppEnv>().get('/app/user/auth', (c) => c.json({ ...user, role: 'owner' }));
    const agent = new TestAgent(wrong, { lang: 'en' });
    await expect(agent.get('/app/user/auth')).rejects.toThrow(ContractViolation);
  });
});
