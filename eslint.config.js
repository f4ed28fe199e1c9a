import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** Client code may not take a server module's default export (the Remix bundler would ship it). */
/** One way to the backend (decision 065). */
const BACKEND_CALLS = [
  { selector: "MemberExpression[property.name='apiRoot']", message: 'Backend calls go through app/commerce/*.server.ts (decision 065).' },
  { selector: "ObjectPattern > Property[key.name='apiRoot']", message: 'Backend calls go through app/commerce/*.server.ts (decision 065).' },
];
/** A 303 is the answer to a form post, and every form post answers through app/forms/answer.server.ts (decision 160). */
const POST_ANSWER = 'A form post answers through ~/forms/answer.server (redirectAfterPost, redirectDocumentAfterPost; decision 160).';
const FORM_POST_ANSWERS = [
  { selector: "CallExpression[callee.name=/^redirect(Document)?$/][arguments.1.value=303]", message: POST_ANSWER },
  { selector: ":matches(CallExpression[callee.name=/^redirect(Document)?$/], NewExpression[callee.name='Response']) > ObjectExpression > Property[key.name='status'][value.value=303]", message: POST_ANSWER },
];
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
      'no-restricted-syntax': ['error', ...BACKEND_CALLS, ...FORM_POST_ANSWERS],
    },
  },
  {
    // The answer helper itself, and loaders that answer a provider's return (a GET) with a 303.
    files: ['app/forms/answer.server.ts', 'app/account/social/social-sign-in.server.ts', 'app/checkout/server/payment-return.server.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BACKEND_CALLS] },
  },
  {
    // Layers point one way (decision 065): no module reaches itself again through its imports. `import type`
    // is not a runtime edge and is left out. The resolver reads tsconfig.json for the `~/` alias.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ tsconfig: { configFile: new URL('./tsconfig.json', import.meta.url).pathname }, extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The folders' order, lowest first: cache, commerce, markets, lib, routing, components, product, cart, catalog,
      // then the page features and the routes. A lower folder never imports a higher one.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './app/product', from: ['./app/cart', './app/catalog'], message: 'app/product sits below cart and catalog (decision 065).' },
          { target: './app/cart', from: './app/catalog', message: 'The cart sits below the catalog: shared product pieces live in app/product (decision 065).' },
          { target: './app/components', from: ['./app/cart', './app/catalog', './app/account', './app/checkout', './app/support', './app/content', './app/newsletter'], message: 'Shared components sit below the features; page furniture that composes them lives in app/layouts (decision 065).' },
          { target: './app', from: './app/root.tsx', message: 'Read the root data with useRootData from ~/root-data; nothing imports the root route (decision 065).' },
        ],
      }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
