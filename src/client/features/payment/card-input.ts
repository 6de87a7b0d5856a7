import { SIMULATED_CARDS, isCardExpired, parseCardExpiry } from '../../../shared/domain/payment';

/**
 * The card form's fields formatted as a person types, the way Stripe Elements does: the number in
 * groups of four, the expiry as "MM / YY" with the slash put in for a keypad that has none, the CVC
 * as digits. Whatever a keypad or a paste brings (spaces, dashes, "1230") is reduced to its digits.
 */

const MAX_CARD_DIGITS = 19;
const digitsOf = (value: string) => value.replace(/\D/g, '');

export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1230" → "12 / 30"; "4" → "04" (no month starts with 4); "1/" → "01 / " (the person typed the
 * slash). Only a slash typed right after the month is kept alone: "12 / " left by deleting the year's
 * digit becomes "12", so the separator can be deleted too.
 */
export function formatExpiry(value: string): string {
  const slashTyped = /^\d{1,2}\/$/.test(value);
  // An autofilled "12/2030" keeps its month and the year's last two digits.
  const fullYear = /^\s*(\d{1,2})\s*\/\s*\d\d(\d\d)\s*$/.exec(value);
  let digits = fullYear ? `${fullYear[1]!.padStart(2, '0')}${fullYear[2]}` : digitsOf(value);
  if ((digits.length === 1 && slashTyped) || /^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits.length === 2 && slashTyped ? `${digits} / ` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

/** What the server's simulated confirm expects: the number's digits and "MM/YY". */
export function normalizeCard(values: { cardNumber: string; expiry: string; cvc: string }) {
  const expiry = digitsOf(values.expiry);
  return {
    cardNumber: digitsOf(values.cardNumber),
    expiry: expiry.length > 2 ? `${expiry.slice(0, 2)}/${expiry.slice(2)}` : expiry,
    cvc: formatCvc(values.cvc),
  };
}

/** The Luhn checksum every card number carries: a typo in one digit fails it. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardProblem =
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'numberUnknown'
  | 'expiryIncomplete'
  | 'expiryInvalid'
  | 'expired'
  | 'cvcIncomplete';

export interface CardProblems {
  cardNumber?: CardProblem;
  expiry?: CardProblem;
  cvc?: CardProblem;
}

/**
 * What is wrong with each field before anything is sent. The simulated provider knows only its test
 * cards, so another real-looking number is named here too rather than coming back as a payment error.
 */
export function cardProblems(values: { cardNumber: string; expiry: string; cvc: string }, now: Date): CardProblems {
  const card = normalizeCard(values);
  const problems: CardProblems = {};
  if (card.cardNumber.length < 13) problems.cardNumber = 'numberIncomplete';
  else if (!passesLuhn(card.cardNumber)) problems.cardNumber = 'numberInvalid';
  else if (!Object.values<string>(SIMULATED_CARDS).includes(card.cardNumber)) problems.cardNumber = 'numberUnknown';
  const expiry = card.expiry.length === 5 ? parseCardExpiry(card.expiry) : null;
  if (card.expiry.length < 5) problems.expiry = 'expiryIncomplete';
  else if (!expiry) problems.expiry = 'expiryInvalid';
  else if (isCardExpired(expiry, now)) problems.expiry = 'expired';
  if (card.cvc.length < 3) problems.cvc = 'cvcIncomplete';
  return problems;
}
