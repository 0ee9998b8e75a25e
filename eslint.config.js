import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer boundaries of DESIGN §3, stated where they are enforced. */
const workerBoundary = {
  patterns: [
    {
      group: ['**/ui/islands/browser*', '**/ui/islands/registry*', 'react-dom/client'],
      message:
        'worker/ runs in workerd and never imports browser-only island code (DESIGN §3); render islands through ui/islands/Island.',
    },
  ],
};
/** worker/content/ reads the CMS; what blocks show from other services is filled in by worker/blocks/. */
const contentBoundary = {
  patterns: [
    ...workerBoundary.patterns,
    {
      regex: '^(\\.\\./){1,2}(blocks|data-lab|insights|investor|search|routes|sitemap)(/|$)',
      message:
        'worker/content/ reads the CMS and imports no feature folder: what a block shows from elsewhere is an entry in worker/blocks/ (worker/blocks/README.md).',
    },
  ],
};
const uiBoundary = {
  patterns: [
    {
      group: ['**/worker/**', '**/worker'],
      message:
        'ui/ knows React and props, never the worker (DESIGN §3): pass data in as props from a route instead.',
    },
    {
      regex: '^(\\.\\./)+model(?!/rules/)(/|$)',
      allowTypeImports: true,
      message:
        'ui/ imports only types from model/ (DESIGN §3), and the pure rules of model/rules/: the worker maps CMS data to views, ui/ renders them. Use `import type`.',
    },
  ],
};
const modelBoundary = {
  patterns: [
    {
      regex: '^(?!valibot$|\\.)',
      message: 'model/ is framework-free (model/README.md): it imports valibot and itself, nothing else.',
    },
    {
      group: ['**/worker/**', '**/worker', '**/ui/**', '**/ui', '**/scripts/**', '**/tests/**'],
      message:
        'model/ is framework-free (model/README.md): worker/ and ui/ import the model, never the reverse.',
    },
  ],
};
const rulesBoundary = {
  paths: [
    {
      name: 'valibot',
      message: 'model/rules/ runs in the islands too (model/README.md): plain functions, no schema.',
    },
  ],
  patterns: [
    {
      regex: '^\\.\\./',
      allowTypeImports: true,
      message:
        'model/rules/ runs in the islands too (model/README.md): it imports only types from the rest of the model, so no schema or mapper reaches the browser. Use `import type`.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.wrangler/',
      '.config/',
      'reports/',
      'worker/worker-configuration.d.ts',
      'ui/**/*.vocab/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // import-x resolves TypeScript sources, not only .js, to tell the project's own imports from packages.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // No import cycles (a cycle hides which module a shape belongs to, model/README.md) is checked by
      // `npm run cycles` (.dependency-cruiser.cjs), which counts type imports too; import-x/no-cycle, which
      // skips them, took a third of ESLint's time to find less.
      'import-x/first': 'error',
      'import-x/newline-after-import': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', uiBoundary],
    },
  },
  {
    files: ['worker/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': ['error', workerBoundary],
      // Hono's `c.var` copies every variable of the request into a new object on each read; `c.get` reads one.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Read a request variable with c.get('name'): c.var copies them all on every read.",
        },
      ],
    },
  },
  {
    files: ['worker/content/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', contentBoundary] },
  },
  {
    files: ['model/**/*.ts'],
    ignores: ['model/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', modelBoundary] },
  },
  {
    files: ['model/rules/**/*.ts'],
    ignores: ['model/rules/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', rulesBoundary] },
  },
  {
    // Every function under 80 lines: a longer one is split into named parts (hooks, small components, plain
    // functions).
    files: ['model/**/*.ts', 'ui/**/*.{ts,tsx}', 'worker/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.drill.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
