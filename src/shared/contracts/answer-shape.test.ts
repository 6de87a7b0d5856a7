import { describe, expect, it } from 'vitest';
import {
  AnswerShapeError,
  array,
  extend,
  int,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  union,
} from './answer-shape';
import { slotListSchema } from './calendar-answers';
import { authUserSchema, getUsersResponseSchema } from './user-answers';

const user = {
  _id: 'id-1',
  uuid: 'uuid-1',
  email: 'ada@example.test',
  userName: 'Ada',
  role: 'mentor',
  originalRole: 'mentor',
  image: null,
  freeSessionTokens: 2,
};

describe('answer shapes', () => {
  it('keeps the known fields of a valid answer and drops unknown ones, as zod did', () => {
    expect(authUserSchema.parse({ ...user, passwordHash: 'never shown' })).toEqual(user);
  });

  it('refuses an answer that breaks the contract, naming where', () => {
    expect(() => authUserSchema.parse({ ...user, role: 'owner' })).toThrow(AnswerShapeError);
    expect(() => authUserSchema.parse({ ...user, freeSessionTokens: 1.5 })).toThrow(/freeSessionTokens: expected an integer/);
    expect(() => authUserSchema.parse({ ...user, image: undefined })).toThrow(/image: expected a string/);
    expect(() => authUserSchema.parse(null)).toThrow(/the top: expected an object/);
    expect(() => slotListSchema.parse([{ _id: 's', start: 'a', end: 'b', title: 7 }])).toThrow(/\[0\]\.title/);
    expect(authUserSchema.safeParse('not json').success).toBe(false);
  });

  it('leaves an optional field out when it is missing and checks it when it is there', () => {
    const slot = { _id: 's', start: 'a', end: 'b', title: 't' };
    expect(slotListSchema.parse([slot])).toEqual([slot]);
    expect(Object.keys(slotListSchema.parse([slot])[0]!)).not.toContain('status');
    expect(slotListSchema.parse([{ ...slot, status: 'free', bookingId: null }])).toEqual([
      { ...slot, status: 'free', bookingId: null },
    ]);
    expect(() => slotListSchema.parse([{ ...slot, status: 'taken' }])).toThrow(AnswerShapeError);
  });

  it('takes the first alternative of a union that fits', () => {
    const publicView = { uuid: 'u', userName: 'Bo', image: null, role: 'mentee' };
    const adminView = { ...publicView, _id: 'i', email: 'bo@example.test', originalRole: 'mentee', createdAt: 'c' };
    expect(getUsersResponseSchema.parse({ users: [adminView, publicView], page: 1, totalPages: 1 }).users).toEqual([
      adminView,
      publicView,
    ]);
  });

  it('checks each kind of value', () => {
    expect(string().safeParse(1).success).toBe(false);
    expect(number().safeParse(Infinity).success).toBe(false);
    expect(number().parse(1.5)).toBe(1.5);
    expect(int().safeParse(2 ** 53).success).toBe(false);
    expect(literal('mentor').safeParse('mentee').success).toBe(false);
    expect(oneOf(['a', 'b']).parse('b')).toBe('b');
    expect(nullable(int()).parse(null)).toBeNull();
    expect(optional(int()).parse(undefined)).toBeUndefined();
    expect(array(int()).safeParse({ length: 0 }).success).toBe(false);
    expect(object({}).safeParse([]).success).toBe(false);
    expect(union(int(), string()).parse('x')).toBe('x');
    expect(extend(object({ a: int() }), { a: string(), b: int() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  });
});
