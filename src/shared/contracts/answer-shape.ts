/**
 * The shapes of the API's answers, checked without zod. The browser parses every answer, and zod's
 * core alone is about 10 kB gzip on every page behind the login, where nothing else needs it (requests
 * are validated by the server, with the zod schemas of the domain contracts). An answer is read the way
 * zod reads one: known fields are kept, unknown ones dropped, and anything else throws.
 */

/** An answer that breaks its contract: the server and the client disagree, a bug to fix, not a state to show. */
export class AnswerShapeError extends Error {
  override readonly name = 'AnswerShapeError';

  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`The answer breaks its contract at ${path || 'the top'}: expected ${expected}`);
  }
}

export interface Shape<T> {
  /** The checked value (objects with only their known fields); throws AnswerShapeError. */
  parse(value: unknown): T;
  /** As `parse`, for tests: `{ success: false }` instead of a throw. */
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: AnswerShapeError };
  /** @internal `parse` at a path inside a larger answer. */
  readonly read: (value: unknown, path: string) => T;
  /** @internal The field may be missing from its object. */
  readonly optional?: true;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

function shape<T>(read: (value: unknown, path: string) => T, optional?: true): Shape<T> {
  return {
    read,
    optional,
    parse: (value) => read(value, ''),
    safeParse(value) {
      try {
        return { success: true, data: read(value, '') };
      } catch (error) {
        if (error instanceof AnswerShapeError) return { success: false, error };
        throw error;
      }
    },
  };
}

const check = <T>(expected: string, test: (value: unknown) => boolean) =>
  shape<T>((value, path) => {
    if (!test(value)) throw new AnswerShapeError(path, expected);
    return value as T;
  });

export const string = () => check<string>('a string', (value) => typeof value === 'string');
export const boolean = () => check<boolean>('a boolean', (value) => typeof value === 'boolean');
/** A finite number, as zod's `z.number()`. */
export const number = () => check<number>('a number', (value) => typeof value === 'number' && Number.isFinite(value));
/** A safe integer, as zod's `z.int()`. */
export const int = () => check<number>('an integer', (value) => Number.isSafeInteger(value));
export const literal = <const T extends string>(expected: T) => check<T>(JSON.stringify(expected), (value) => value === expected);
export const oneOf = <const T extends string>(values: readonly T[]) =>
  check<T>(`one of ${values.join(', ')}`, (value) => values.includes(value as T));

export const nullable = <T>(inner: Shape<T>) =>
  shape<T | null>((value, path) => (value === null ? null : inner.read(value, path)));

/** Missing (or undefined) is allowed; in an object the field then stays absent. */
export const optional = <T>(inner: Shape<T>) =>
  shape<T | undefined>((value, path) => (value === undefined ? undefined : inner.read(value, path)), true) as Shape<
    T | undefined
  > & {
    readonly optional: true;
  };

export const array = <T>(item: Shape<T>) =>
  shape<T[]>((value, path) => {
    if (!Array.isArray(value)) throw new AnswerShapeError(path, 'an array');
    return value.map((entry, index) => item.read(entry, `${path}[${index}]`));
  });

/** The first alternative that fits, as zod's `z.union`. */
export const union = <A, B>(first: Shape<A>, second: Shape<B>) =>
  shape<A | B>((value, path) => {
    const result = first.safeParse(value);
    return result.success ? result.data : second.read(value, path);
  });

type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K]['optional'] extends true ? K : never }[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<F extends Fields> = Simplify<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> }
>;
export type ObjectShape<F extends Fields> = Shape<ObjectOf<F>> & { readonly fields: F };

export function object<F extends Fields>(fields: F): ObjectShape<F> {
  const read = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AnswerShapeError(path, 'an object');
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const parsed = field.read(input[key], path ? `${path}.${key}` : key);
      if (parsed !== undefined || !field.optional) output[key] = parsed;
    }
    return output as ObjectOf<F>;
  };
  return { ...shape(read), fields };
}

/** The object's fields plus (or replaced by) more, as zod's `z.extend`. */
export const extend = <F extends Fields, G extends Fields>(base: ObjectShape<F>, more: G) =>
  object({ ...base.fields, ...more } as Omit<F, keyof G> & G);
