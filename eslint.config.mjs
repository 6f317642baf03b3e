// Lint rules for the whole monorepo (ESLint flat config). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A z-index comes from the theme's scale (packages/widgets/src/theme), never a literal. */
const ZINDEX_FROM_SCALE = {
  selector: "Property[key.name='zIndex'][value.type!='MemberExpression']",
  message: "Take a z-index from the theme's scale (zIndex.raised, zIndex.popover…), not a literal.",
};

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
    // The site's links (apps/site/src/shell/SiteLink.tsx) are anchors to the accessibility rules too.
    settings: { 'jsx-a11y': { components: { SiteLink: 'a', SiteNavLink: 'a' } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A SiteLink's address is its `to`.
      'jsx-a11y/anchor-is-valid': ['error', { specialLink: ['to'] }],
    },
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
  // One design system (issue 24): the site, the embed and the widgets build fields from the widgets'
  // field family (packages/widgets/src/fields), draw focus with the theme's focusRing and stack with the
  // theme's zIndex scale (packages/widgets/src/theme). apps/site/src/design-system-lint.test.ts lints a
  // bad fixture and expects each of these messages, so a rule cannot silently stop working.
  {
    files: ['apps/site/src/**/*.tsx', 'apps/embed/src/**/*.tsx', 'packages/widgets/src/**/*.tsx'],
    ignores: ['packages/widgets/src/fields/**', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea)$/]',
          message:
            'Use a field of @penzugy/widgets (TextField, TextArea, SearchField, SelectField, NumberField, DateField, Checkbox, RadioGroup), not a raw <input>, <select> or <textarea>.',
        },
      ],
    },
  },
  {
    files: ['apps/site/src/**/*.css.ts', 'apps/embed/src/**/*.css.ts', 'packages/widgets/src/**/*.css.ts'],
    ignores: ['packages/widgets/src/theme/**', 'packages/widgets/src/fields/**'],
    rules: {
      'no-restricted-syntax': ['error', ZINDEX_FROM_SCALE],
    },
  },
  {
    // The widgets still draw a few documented outlines of their own (a search hit on a PDF page, the
    // calculator's drop zone, `outline: none` beside a focusRing on :focus-visible); the apps draw none.
    files: ['apps/site/src/**/*.css.ts', 'apps/embed/src/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ZINDEX_FROM_SCALE,
        {
          selector: 'Property[key.name=/^outline/], Property[key.value=/^outline/]',
          message: "Draw focus with the theme's focusRing(), not an outline of the page's own.",
        },
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b/], TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]',
          message: "Take a colour from the theme's vars (vars.color.…), not a hex literal.",
        },
      ],
    },
  },
  {
    // The widgets' public surfaces are lists of names (issue 24): `export *` would publish whatever a
    // folder's index happens to export, internals included.
    files: ['packages/widgets/src/index.ts', 'packages/widgets/src/pdf.ts', 'packages/widgets/src/entries/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export the public names one by one, not `export *`.' },
      ],
    },
  },
  {
    // The apps use the packages as their consumers do, through the entries in each package.json
    // `exports` (@penzugy/widgets, /pdf, /theme…), never a path into a package's sources.
    files: ['apps/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@penzugy/[\\w-]+/src(/|$)',
              message: 'Import a package through its entry (package.json `exports`), not from its src/.',
            },
          ],
        },
      ],
    },
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
