import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
