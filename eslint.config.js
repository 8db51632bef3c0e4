// Lint: typescript-eslint's recommended and type-checked rules over src/, test/ and bench/, with the
// few rules that fight this codebase's deliberate style turned off, each with its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'docs/', 'examples/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Async functions that implement a promise-returning interface without awaiting are deliberate: a throw becomes a rejection.
      '@typescript-eslint/require-await': 'off',
      // Leaving a key out by destructuring it into `_` next to a rest is how this code copies an object without it.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // node:test's describe/it/hooks return promises its runner awaits and reports; every other promise must be handled.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }] },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
