import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for the schema folder into packages/server/drizzle. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/index.ts',
  out: './packages/server/drizzle',
});
