import { describe, expect, it } from 'vitest';
import { canCancelSession, canGiveFeedback, canJoinSession } from './session';

const HOUR = 3600_000;
const start = new Date('2030-05-01T09:00:00Z');
const before = (ms: number) => new Date(start.getTime() - ms);

describe('the 24-hour cancellation rule', () => {
  it('allows cancelling only while more than 24 hours remain', () => {
    expect(canCancelSession(start, before(24 * HOUR + 1))).toBe(true);
    expect(canCancelSession(start, before(24 * HOUR))).toBe(false);
    expect(canCancelSession(start, before(HOUR))).toBe(false);
    expect(canCancelSession(start, new Date(start.getTime() + HOUR))).toBe(false);
  });
});

describe('session timing', () => {
  it('opens feedback at the start', () => {
    expect(canGiveFeedback(start, before(1))).toBe(false);
    expect(canGiveFeedback(start, start)).toBe(true);
  });
});

describe('the join window', () => {
  it('opens 10 minutes before the start and closes at the end', () => {
    const end = new Date(start.getTime() + HOUR);
    expect(canJoinSession(start, end, before(10 * 60_000 + 1))).toBe(false);
    expect(canJoinSession(start, end, before(10 * 60_000))).toBe(true);
    expect(canJoinSession(start, end, new Date(end.getTime() - 1))).toBe(true);
    expect(canJoinSession(start, end, end)).toBe(false);
  });
});
