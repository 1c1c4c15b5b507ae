import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Tests of several instances on one PostgreSQL only make sense in the PostgreSQL run.
    exclude: process.env.TEST_DB === 'postgres' ? [] : ['src/**/*.postgres-only.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Test files of a worker share one migrated database (DESIGN.md §7).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
