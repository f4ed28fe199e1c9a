import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Client code may not take a server module's default export (the Remix bundler would ship it). */
const SERVER_MODULE_DEFAULTS = { group: ['**/*.server', '**/*.server.ts'], importNames: ['default'], message: 'server modules are not for the client' };

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'public/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [SERVER_MODULE_DEFAULTS] }],
    },
  },
  {
    // One way to the backend (decision 065): only the commerce layer talks to commercetools. Elsewhere the
    // SDK gives types only, and nothing reaches for the client's request builders. Exempt: app/commerce
    // itself; server/commerce-backend, the embedded backend's own side (its seed writes the catalogue
    // into the backend the way an import job would, it is not shop code); tests, which arrange backend
    // state directly.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
    ignores: ['app/commerce/**', 'server/commerce-backend/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['@commercetools/platform-sdk', '@commercetools/sdk-client-v2', '@commercetools/ts-client'].map((name) => ({
          name,
          allowTypeImports: true,
          message: 'Backend calls go through app/commerce/*.server.ts (decision 065); import its types only.',
        })),
        patterns: [SERVER_MODULE_DEFAULTS],
      }],
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[property.name='apiRoot']", message: 'Backend calls go through app/commerce/*.server.ts (decision 065).' },
        { selector: "ObjectPattern > Property[key.name='apiRoot']", message: 'Backend calls go through app/commerce/*.server.ts (decision 065).' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
