import { describe, expect, it } from 'vitest';
import { testProjects } from './test-projects.ts';

const names = (env: NodeJS.ProcessEnv) => testProjects('/repo', env).map((project) => project.test?.name);

describe('testProjects', () => {
  it('runs the server tests on PostgreSQL too only when a test database is given', () => {
    expect(names({})).toEqual(['server', 'client']);
    expect(names({ TEST_DATABASE_URL: 'postgres://x' })).toEqual(['server', 'server-postgres', 'client']);
  });

  it('includes these build tests among the server tests', () => {
    expect(testProjects('/repo', {})[0]?.test?.include).toContain('src/build/**/*.test.ts');
  });
});
