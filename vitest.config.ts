import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files start real servers on 127.0.0.1:0; two cores, so keep it modest.
    maxWorkers: 2,
  },
});
