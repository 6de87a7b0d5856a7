import fc from 'fast-check';
import type { z } from 'zod/mini';

/**
 * fast-check arbitraries for the API fuzz test (fuzz.test.ts): values shaped by a contract's request
 * schema (its keys, with right, edge and wrong values) mixed with hostile input. Ids are drawn at send
 * time from the ids the test has seen in earlier answers, so they are written as `{ $id: n }` here.
 */

/** Resolved by the test to the n-th id it knows (a real id of someone's data), modulo their number. */
export interface IdRef {
  $id: number;
}
export const isIdRef = (value: unknown): value is IdRef =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && '$id' in value;

/** encodeURIComponent throws on a lone surrogate; the URL carries U+FFFD for it instead. */
export const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'));

const idRef: fc.Arbitrary<IdRef> = fc.nat().map(($id) => ({ $id }));

/** Strings a careful parser must survive: control characters, odd unicode, injection-looking text, sizes. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\t\n\r\u000b\u000c',
  '\u202eevil\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0362\u0337\u0335\u0338\u034d\u034e',
  '👩‍👩‍👧‍👦🏳️‍🌈🇩🇪',
  '\ud800',
  'a\udc00b',
  '\ufeff',
  '\u200b\u200c\u200d\u2060',
  '\u2028\u2029',
  'ß'.repeat(70),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%00',
  '%',
  '\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '99999999999999999999999999999',
  '0x1F',
  '1_000',
  ' 3 ',
  'null',
  'undefined',
  'true',
  'n/a',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
  '2030-05-01T09:00:00',
  '2030-02-30T09:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999Z',
  'data:image/png;base64,',
  'data:image/png;base64,AAAA',
  'data:image/webp;base64,UklGRg==',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'http://127.0.0.1/push',
  'https://169.254.169.254/latest',
  'https://[::1]/x',
  'https://push.example/' + 'x'.repeat(3000),
  'x@y',
  'a@b.c',
  'ADMIN@EXAMPLE.TEST',
  'user+tag@exämple.test',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map((s) => s + '\u0000') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '😀', ' ', '\u0301'), fc.constantFrom(61, 101, 201, 255, 1001, 5001, 20_000, 200_000))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e21, 10_000, 10_001, 62, 63),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, weighted towards the shapes that trip parsers: wrong types, nesting, odd keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: extremeNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: idRef },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'toString')), tie('value'), {
        maxKeys: 4,
      }),
    },
  ),
})).value;

type Schema = z.core.$ZodType;
type Def = {
  type: string;
  format?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  shape?: Record<string, Schema>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  options?: Schema[];
  element?: Schema;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number } } }>;
};
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema behind pipes, defaults and the like, or undefined when the schema is not an object. */
export function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe') return objectShape(def.in!) ?? objectShape(def.out!);
  if (def.innerType) return objectShape(def.innerType);
  return undefined;
}

function lengthBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 80;
  for (const check of def.checks ?? []) {
    const inner = check._zod.def;
    if (inner.check === 'max_length' && inner.maximum !== undefined) max = inner.maximum;
    if (inner.check === 'min_length' && inner.minimum !== undefined) min = inner.minimum;
  }
  return { min, max };
}

const HOUR = 3600_000;
const instant = fc
  .tuple(fc.integer({ min: -48, max: 24 * 60 }), fc.constantFrom(0, 0, 0, 30, 1))
  .map(([hours, minutes]) => new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR + minutes * 60_000).toISOString());

/**
 * A value the schema would (mostly) accept, read from the zod definition: enum members, uuids from the
 * pool, e-mails, instants, strings at and just past their length limits, numbers at their bounds.
 */
export function plausible(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, plausible(field)])));
    }
    case 'pipe': {
      const input = defOf(def.in!);
      return input.type === 'transform' ? plausible(def.out!) : plausible(def.in!);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(
        { weight: 4, arbitrary: plausible(def.innerType!) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, null, '') },
      );
    case 'union':
      return fc.oneof(...def.options!.map(plausible));
    case 'enum':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.values(def.entries!)) },
        { weight: 1, arbitrary: fc.constantFrom(...Object.values(def.entries!)).map((value) => String(value).toUpperCase() + ' ') },
      );
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const bounds = (def.checks ?? []).map((check) => check._zod.def);
      const min = bounds.find((b) => b.check === 'greater_than')?.value ?? 0;
      const max = bounds.find((b) => b.check === 'less_than')?.value ?? 200;
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 200) }), fc.constantFrom(min - 1, max, max + 1, min + 0.5));
    }
    case 'string': {
      if (def.format === 'uuid' || def.format === 'guid') return fc.oneof({ weight: 3, arbitrary: idRef }, fc.uuid());
      if (def.format === 'email')
        return fc.oneof(
          fc.emailAddress(),
          fc.constantFrom('fuzz@example.test', ' Fuzz@Example.TEST ', 'a@b'),
        );
      if (def.format === 'datetime') return instant;
      if (def.format === 'url')
        return fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.constantFrom('https://fcm.googleapis.com/fcm/send/abc'));
      const { min, max } = lengthBounds(def);
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 30) }) },
        { weight: 1, arbitrary: fc.constantFrom('x'.repeat(Math.max(max, 1)), 'x'.repeat(max + 1), ' '.repeat(Math.max(min, 1))) },
        { weight: 1, arbitrary: fc.constantFrom('correct-horse-battery', 'true', 'false', '1', '2') },
      );
    }
    case 'array':
      return fc.array(plausible(def.element!), { maxLength: 5 });
    case 'null':
      return fc.constant(null);
    default:
      return hostileJson;
  }
}

/**
 * A body or query object for a schema: its keys, each plausible or hostile, some left out, foreign
 * keys added now and then. Mostly shaped, so requests get past the parser and into the services.
 */
export function shapedObject(schema: Schema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema ? objectShape(schema) : undefined;
  const entries = Object.entries(shape ?? {});
  const field = (fieldSchema: Schema) =>
    fc.oneof({ weight: 5, arbitrary: plausible(fieldSchema) }, { weight: 2, arbitrary: hostileJson }, { weight: 1, arbitrary: fc.constant(undefined) });
  const known = fc.record(Object.fromEntries(entries.map(([key, fieldSchema]) => [key, field(fieldSchema)])));
  const extra = fc.oneof(
    { weight: 5, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileJson, { maxKeys: 3 }) },
  );
  return fc.tuple(known, extra).map(([a, b]) => {
    const merged: Record<string, unknown> = { ...b };
    for (const [key, value] of Object.entries(a)) if (value !== undefined) merged[key] = value;
    return merged;
  });
}

/** Bodies that are not JSON at all, or JSON that JavaScript reads in surprising ways. */
export const malformedJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    '}',
    'undefined',
    'NaN',
    '-0',
    "{'email':'x'}",
    '{"a":1}garbage',
    '\ufeff{}',
    '{"a":1e999}',
    '{"a":-1e999}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"__proto__":{"admin":true}}',
    '{"a":1,"a":2}',
    '1' + '0'.repeat(400),
    'null',
    '""',
    '0',
    'true',
    '[]',
    '\u0000',
    '[' .repeat(20_000) + ']'.repeat(20_000),
    '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    '[' .repeat(20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** JSON nested far deeper than any contract, sometimes with a NUL at the bottom or in every key. */
export const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 500, max: 150_000 }), fc.constantFrom('array', 'object', 'nul-keys', 'nul-leaf'))
  .map(([depth, kind]) => {
    if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth);
    if (kind === 'nul-leaf') return '{"a":['.repeat(depth) + '"\\u0000"' + ']}'.repeat(depth);
    const key = kind === 'nul-keys' ? '"k\\u0000":' : '"a":';
    return `{${key}`.repeat(depth) + '1' + '}'.repeat(depth);
  });

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '',
] as const;

/** Query string text: each key of the schema (and some others) with plausible or hostile values, sometimes raw junk. */
export function queryText(schema: Schema | undefined): fc.Arbitrary<string> {
  const shaped = shapedObject(schema).map((object) => {
    const params: string[] = [];
    for (const [key, value] of Object.entries(object)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) {
        const text = isIdRef(item) ? `{$id:${item.$id}}` : typeof item === 'string' ? item : JSON.stringify(item) ?? '';
        params.push(`${encode(key)}=${encode(text)}`);
      }
    }
    return params.join('&');
  });
  const raw = fc.constantFrom(
    '',
    '%',
    '%zz',
    '%E0%A4%A',
    '&&&',
    '=',
    'page=1&page=2',
    'limit=1&limit=x',
    '+',
    'q=%00',
    'page[]=1',
    'start=%2B275760-09-13T00%3A00%3A00Z&end=%2B275760-09-14T00%3A00%3A00Z',
    `text=${'a'.repeat(5000)}`,
    's=64&s=256',
  );
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: raw });
}

/** A path parameter: a known id, a UUID of nothing, or something that is no UUID at all. */
export const pathParam: fc.Arbitrary<string | IdRef> = fc.oneof(
  { weight: 6, arbitrary: idRef },
  { weight: 2, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '%00',
      '%zz',
      '%E0%A4%A',
      '..',
      '%2e%2e',
      '%2F',
      'x'.repeat(5000),
      '1',
      '-1',
      'null',
    ),
  },
  { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map(encode) },
);
