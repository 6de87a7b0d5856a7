import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, usingPostgres, type TestHarness } from '../test/harness';

describe.runIf(usingPostgres())('the PostgreSQL connection pool', () => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createTestHarness();
  });
  afterAll(() => h.close());

  it('runs queries without JIT compilation, which cost the search more than it saved', async () => {
    const result = await h.db.execute(sql`show jit`);
    const rows = (result as unknown as { rows: { jit: string }[] }).rows;
    expect(rows[0]?.jit).toBe('off');
  });
});
