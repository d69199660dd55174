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
);
