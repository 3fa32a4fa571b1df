import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A temporary root per run; a test that leaves a folder behind fails the run.
    globalSetup: ['test/setup/tempRoot.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // A poll waits for a page or a worker on a loaded machine: give it seconds, not one.
    expect: { poll: { timeout: 15_000 } },
    // Suites load lexicons of several MB; two forks match the two cores of CI's machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
