import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files start real servers on 127.0.0.1:0; two cores, so keep it modest.
    maxWorkers: 2,
    // @actions/workflow-parser imports its JSON schemas without `with { type: 'json' }`, which Node's own ESM
    // loader refuses (actions/languageservices#387): let vitest transform it like the project's files.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
