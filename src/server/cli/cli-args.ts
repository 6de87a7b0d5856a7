import { parseArgs } from 'node:util';
import type { z } from 'zod';

/**
 * Parses `--name value` options of a command and validates them with `schema`. On bad input it prints
 * what is wrong and the usage, and returns null: the command then exits with code 2.
 */
export function parseCliArgs<Schema extends z.ZodObject>(schema: Schema, usage: string): z.output<Schema> | null {
  const options = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, { type: 'string' as const }]));
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ options }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return null;
  }
  const args = schema.safeParse(values);
  if (!args.success) {
    for (const issue of args.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(usage);
    return null;
  }
  return args.data;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command and exits with the code it returns. An error the person can act on (one of
 * `expected`, e.g. a locked data dir) prints only its message; anything else prints in full, after
 * `failurePrefix` when given, since it is a bug or an outage to report.
 */
export function runCli(main: () => Promise<number>, expected: ErrorClass[], failurePrefix?: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (expected.some((known) => error instanceof known)) console.error((error as Error).message);
      else if (failurePrefix) console.error(failurePrefix, error);
      else console.error(error);
      process.exit(1);
    },
  );
}
