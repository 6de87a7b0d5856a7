import { describe, expect, it } from 'vitest';
import { cardProblems, formatCardNumber, formatCvc, formatExpiry, normalizeCard } from './card-input';

describe('formatCardNumber', () => {
  it('groups the digits in fours as they are typed or pasted', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
  });
  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('puts in the slash a numeric keypad cannot type', () => {
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12')).toBe('12');
  });
  it('accepts a typed slash and pads a one-digit month', () => {
    expect(formatExpiry('12/30')).toBe('12 / 30');
    expect(formatExpiry('1/')).toBe('01 / ');
    expect(formatExpiry('12/')).toBe('12 / ');
    expect(formatExpiry('4')).toBe('04');
  });
  it('lets the separator be deleted', () => {
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 /')).toBe('12');
  });
  it('shortens an autofilled four-digit year', () => {
    expect(formatExpiry('12/2030')).toBe('12 / 30');
    expect(formatExpiry('3/2031')).toBe('03 / 31');
  });
  it('keeps four digits at most', () => {
    expect(formatExpiry('12 / 304')).toBe('12 / 30');
  });
});

describe('formatCvc and normalizeCard', () => {
  it('keeps digits only', () => {
    expect(formatCvc('1 2a3')).toBe('123');
    expect(normalizeCard({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });
});

describe('cardProblems', () => {
  const now = new Date('2026-11-28T06:00:00Z');
  it('finds nothing wrong with the test card', () => {
    expect(cardProblems({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, now)).toEqual({});
    expect(cardProblems({ cardNumber: '4000000000000002', expiry: '12/2030', cvc: '123' }, now)).toEqual({ expiry: 'expiryInvalid' });
  });
  it('names each field that is wrong', () => {
    expect(cardProblems({ cardNumber: '4242', expiry: '1', cvc: '1' }, now)).toEqual({
      cardNumber: 'numberIncomplete',
      expiry: 'expiryIncomplete',
      cvc: 'cvcIncomplete',
    });
    expect(cardProblems({ cardNumber: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '123' }, now)).toEqual({
      cardNumber: 'numberInvalid',
      expiry: 'expiryInvalid',
    });
    expect(cardProblems({ cardNumber: '5555 5555 5555 4444', expiry: '10 / 26', cvc: '123' }, now)).toEqual({
      cardNumber: 'numberUnknown',
      expiry: 'expired',
    });
  });
  it('keeps the current month valid', () => {
    expect(cardProblems({ cardNumber: '4242424242424242', expiry: '1126', cvc: '1234' }, now)).toEqual({});
  });
});
