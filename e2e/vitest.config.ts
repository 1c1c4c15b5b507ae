import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './workers';

const workers = e2eWorkers();

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    // One app server per worker (global-setup.ts); a file uses its worker's (browser.ts).
    maxWorkers: workers,
    fileParallelism: workers > 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for the state a test needs as long as a loaded machine needs (vitest's default is
    // 1 s: a page of 20 notifications fetched at load 9 took longer), within the test's own 60 s.
    expect: { poll: { timeout: 30_000 } },
  },
});
