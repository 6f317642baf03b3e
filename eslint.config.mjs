// Lint rules for the whole monorepo (ESLint flat config). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/*.generated.ts',
      'apps/site/public/**',
      'apps/embed/demo/data/**',
    ],
  },
  // A disable comment that no longer suppresses anything is an error, so each one keeps meaning something.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      // Browser and Node code share the tree; TypeScript reports undefined names with each package's own
      // environment, so ESLint's check (which would need the globals per folder) is left to it.
      'no-undef': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // The React code only: elsewhere a `use…` name (e.g. an e2e fixture helper) is not a hook.
    files: ['packages/widgets/**/*.{ts,tsx}', 'apps/site/**/*.{ts,tsx}', 'apps/embed/src/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The recommended set (the React Compiler's checks: refs read or written during render, state set
    // in effects, impure render…), every rule an error: a warning nobody reads fixes nothing.
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
    ),
  },
  {
    // A widget (a PascalCase folder; the lowercase ones such as shared, theme and calculator-kit are
    // common code) reaches another widget only through that widget's public index.ts, so the folders can
    // be moved or rewritten without breaking their neighbours.
    files: ['packages/widgets/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Test-only entry points (story data and fixtures, test support, stories) are reached by
              // path: the index feeds the runtime bundle, so they stay out of it.
              regex:
                '^(\\.\\./)+[A-Z][\\w-]*/(?!index(\\.ts)?$)(?!(.*/)?(story-data|story-fixtures|test-support)$)(?!.*\\.stories$).+',
              caseSensitive: true,
              message: 'Import another widget folder through its index.ts only.',
            },
          ],
        },
      ],
    },
  },
);
