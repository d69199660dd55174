// Flat config with typed rules (house style 16).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'lib/**', 'node_modules/**', '.corpora/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Client and packer never import @actions/* (house style 5).
    files: ['src/client/**', 'src/pack/**', 'src/server/**', 'src/edge/**', 'src/store/**', 'src/cli/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@actions/*'] }] },
  },
  {
    // Storage and edge nodes do not import the HTTP server; shared wire types live in src/protocol/ (issue #27).
    // Repeats the @actions rule: a later block's options replace an earlier block's for the same rule.
    files: ['src/store/**', 'src/edge/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@actions/*'] },
            {
              group: ['../server', '../server/**', '../../server/**'],
              message:
                'src/store and src/edge must not import src/server: move shared types to src/protocol/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No function in src/ over 100 lines (issue #27): a longer one becomes named steps, in modules named for
    // their job (e.g. src/client/deploy/, src/store/blobs/). Blank lines and comments are not counted.
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Exceptions: registration lists, read as tables of one entry per route or command, not as one procedure.
    files: [
      'src/server/routes/**', // Fastify route plugins: one `app.<method>(path, { schema }, handler)` per route
      'src/server/dashboard/pages/**', // the dashboard's page plugins: one route per page or form action
      'src/cli/commands/**', // commander: one `.command(...)` per CLI command
      'src/client/client.ts', // createClient: one method per API endpoint (the client side of the route list)
    ],
    rules: { 'max-lines-per-function': 'off' },
  },
);
