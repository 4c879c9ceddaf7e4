// Lint: correctness rules plus the one-way import discipline of docs/ARCHITECTURE.md:
// app → features → i18n / core / lib / components / config; no feature imports another; core is
// pure.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const upward = (layers) =>
  layers.map((layer) => ({
    group: [`**/${layer}/*`, `**/${layer}`],
    message: `This layer may not import from ${layer}/ (see docs/ARCHITECTURE.md).`,
  }));

export default tseslint.config(
  // AssemblyScript (src/wasm/assembly) is checked by its compiler, asc, not by typescript-eslint.
  {
    ignores: ['dist', 'dist-cli', 'node_modules', 'coverage', 'test-results', 'src/wasm/assembly'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // CommonJS where a file must run before any ES module loads (src/cli/inklift.cjs says why).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upward(['app', 'cli']),
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'A feature may not import another feature (see docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{lib,components,config}/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: upward(['app', 'features', 'cli']) }],
    },
  },
  {
    // Languages: the store, the hooks and the translations. The translations are typed by
    // i18n/catalog.ts, whose namespaces the app merges in (app/i18n/catalog.ts): nothing here
    // reaches upward, not even a type.
    files: ['src/i18n/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: upward(['app', 'features', 'lib', 'components', 'cli']) },
      ],
    },
  },
  {
    // The command line runs in Node: the pure layers only, never the app's screens.
    files: ['src/cli/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: upward(['app', 'features', 'components', 'i18n']) },
      ],
    },
  },
  {
    // The service worker runs apart from the app: Workbox only.
    files: ['src/sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: upward(['app', 'features', 'lib', 'components', 'config', 'core']) },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router'].map((name) => ({
            name,
            message: 'core/ is pure: no React.',
          })),
          patterns: upward(['app', 'features', 'lib', 'components', 'config', 'cli']),
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'ImageData',
          'HTMLCanvasElement',
          'OffscreenCanvas',
          'navigator',
        ].map((name) => ({ name, message: 'core/ is pure: no DOM.' })),
      ],
    },
  },
);
