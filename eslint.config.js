// @ts-check
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**', 'bin/**', 'eslint.config.js'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine stays pure (design.md invariant 1): no clock, no Math.random, no I/O.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'performance'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the game rng (src/engine/rng.ts).' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'os', 'blessed', 'ink', 'react', 'chalk', 'conf'] }],
    },
  },
);
