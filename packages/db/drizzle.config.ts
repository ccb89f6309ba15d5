import { defineConfig } from 'drizzle-kit';

/** Only `drizzle-kit generate` is used; migrations are applied from code (src/migrate.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
