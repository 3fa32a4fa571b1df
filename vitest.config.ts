import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Suites load lexicons of several MB; two forks match the two cores of CI's machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
