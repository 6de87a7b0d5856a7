/**
 * Plain checks for the search params of routes. The router runs `validateSearch` for every match and
 * link, so the validators live in the first bundle, where zod would add about 10 kB gzip to every page.
 * A value a shared link cannot mean is dropped (undefined), never an error.
 */

/**
 * The shape of a UUID (8-4-4-4-12 hex digits), enough to drop what a link cannot mean. The contracts'
 * `z.uuid()` on the server has the last word; zod's own regex would bring its whole regex module
 * (3.3 kB gzip) into the first bundle.
 */
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

export const optionalUuid = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

export function optionalText(
  value: unknown,
  { maxLength, trim = false }: { maxLength: number; trim?: boolean },
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  return text.length <= maxLength ? text : undefined;
}

/** One of `choices`, compared as given (or lower-cased first, for hand-typed links). */
export function optionalChoice<Choice extends string>(
  value: unknown,
  choices: readonly Choice[],
  { lowerCase = false }: { lowerCase?: boolean } = {},
): Choice | undefined {
  if (typeof value !== 'string') return undefined;
  const text = lowerCase ? value.toLowerCase() : value;
  return choices.find((choice) => choice === text);
}

/** A whole number, also from its text ("1"). */
export function optionalInteger(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}
