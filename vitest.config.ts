import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (pure packages, no database), `api` (integration through app.inject on a
 * real database: PGlite by default, PostgreSQL when DATABASE_URL is set) and `e2e` (Chromium
 * against a running shop; scripts/test.mjs starts it and passes its ports) and `scale-out` (the
 * compiled build as two apis, two webs and a worker behind HAProxy, on PostgreSQL and Redis).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
            'apps/admin/src/**/*.test.ts',
            'apps/admin/server/**/*.test.ts',
          ],
          exclude: ['packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The journeys run side by side on a 2-core machine: a page may take a few seconds to
          // react, and expect.poll's 1 s default would fail a correct shop.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          exclude: ['apps/api/src/scale-out/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'scale-out',
          include: ['apps/api/src/scale-out/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
