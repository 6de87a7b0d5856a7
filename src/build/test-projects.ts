import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/bench/**/*.test.ts', 'src/build/**/*.test.ts'];
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
/**
 * Server test files share their worker's imported modules: each file builds its own app and database, no
 * test mocks a module or fakes timers, and importing the server afresh for every file cost 577 s of the
 * 856 s CI run (54 s shared). Decision 080.
 */
const serverIsolation = { isolate: false };

/** Every switch of src/server/machinery, off. */
export const machineryOff = { READ_CACHE: 'off', AUTH_BATCHING: 'off', BOOKING_FLIGHT: 'off' } as const;

/**
 * Vitest's projects: the server's tests on PGlite, again on PostgreSQL when `TEST_DATABASE_URL` is set,
 * and the browser's code in happy-dom.
 */
export function testProjects(root: string, env: NodeJS.ProcessEnv): TestProjectInlineConfiguration[] {
  return [
    {
      test: {
        name: 'server',
        root,
        include: serverTests,
        globalSetup: ['src/server/test/global-setup.ts'],
        environment: 'node',
        env: { TEST_DB: 'pglite' },
        ...serverTimeouts,
        ...serverIsolation,
      },
    },
    ...(env.TEST_DATABASE_URL
      ? [
          {
            test: {
              name: 'server-postgres',
              root,
              include: ['src/server/**/*.test.ts'],
              // Process and configuration tests do not touch PostgreSQL; once is enough.
              exclude: [...configDefaults.exclude, 'src/server/cli/**', 'src/server/env.test.ts'],
              environment: 'node' as const,
              // The fuzz's 115 runs per endpoint test the server's input handling, which is the same on both
              // databases; a quarter of them checks the PostgreSQL driver's side (decision 059).
              // And with the request machinery off (decision 110): PGlite runs every server test with it on,
              // as the server starts by default; here the same API tests prove the plain path gives the same answers.
              env: { TEST_DB: 'postgres', FUZZ_RUNS: env.FUZZ_RUNS ?? '30', ...machineryOff },
              ...serverTimeouts,
              ...serverIsolation,
            },
          },
        ]
      : []),
    {
      extends: true,
      test: {
        name: 'client',
        root,
        include: ['src/client/**/*.test.{ts,tsx}', 'src/sw/**/*.test.ts'],
        exclude: [...configDefaults.exclude],
        environment: 'happy-dom',
      },
    },
  ];
}
