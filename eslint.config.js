import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { fileNamedAfterContents, inALayer } from './eslint/localRules.js';
import { COMPOSITION_ROOT, LAYERS, SANDBOX_SWAPS } from './eslint/layers.js';

/**
 * The dependency rule (architecture.md), from the allow-lists in eslint/layers.js: an import in a layer's file
 * must resolve to one of the folders or packages the layer lists (static, re-exported or dynamic
 * `import()` alike). Everything else in the repository, and every other package, is out of bounds.
 */
const layerZone = (layer) => ({
  target: layer.files,
  from: '.',
  except: [...layer.mayImport, ...layer.packages.map((name) => `node_modules/${name}`)].map((where) => `./${where}`),
  message: `${layer.name} (${layer.files.join(', ')}) may import only ${[...layer.mayImport, ...layer.packages].join(', ')} (the dependency rule: architecture.md, eslint/layers.js).`,
});

/** The app's sources and its workspace packages' (sandbox/, contract/): every file of them is in a layer. */
const SOURCES = ['src/**/*.{ts,tsx}', 'sandbox/src/**/*.ts', 'contract/src/**/*.ts'];

/** The sandbox package's own files, which no one outside it imports but through its entries. */
const SANDBOX_FILES = ['**/sandbox/src', '**/sandbox/src/**'];

const SANDBOX_MESSAGE = `The app imports the sandbox only where it swaps the backend, through its entries (${SANDBOX_SWAPS.map((swap) => `${swap.files.join(', ')}: ${swap.entries.join(', ')}`).join('; ')}; eslint/layers.js).`;

/** Imports of the sandbox package refused in `files`, static or dynamic, but for the `entries` given. */
const sandboxImports = (files, entries, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@sreo/sandbox', '@sreo/sandbox/*', ...entries.map((entry) => `!${entry}`), ...SANDBOX_FILES], message: SANDBOX_MESSAGE }] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/^@sreo\\/sandbox(\\/|$)|sandbox\\/src(\\/|$)/]${entries.map((entry) => `:not([source.value='${entry}'])`).join('')}`,
        message: SANDBOX_MESSAGE,
      },
    ],
  },
});

/** As import-x's TypeScript preset, so that imported files are read (for cycles) with the TS parser. */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] })],
};

const local = { rules: { 'file-named-after-contents': fileNamedAfterContents, 'in-a-layer': inALayer } };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'public/**', 'coverage/**', 'test-results*/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser tests run in two sandbox modes; only the shared fixtures give each test its own sandbox world.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Import test and expect from './support/fixtures', which gives each test its own sandbox world in both modes.",
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox's tests, like its code, know nothing of the app.
    files: ['sandbox/test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './sandbox/test', from: './src', message: 'The sandbox package imports nothing from the app (eslint.config.js).' }] }],
    },
  },
  sandboxImports(['src/**/*.{ts,tsx}'], [], SANDBOX_SWAPS.flatMap((swap) => swap.files)),
  ...SANDBOX_SWAPS.map((swap) => sandboxImports(swap.files, swap.entries)),
  // Tests and browser tests may use every entry of the package, none of its files.
  sandboxImports(['test/**/*.{ts,tsx}', 'e2e/**/*.ts'], ['@sreo/sandbox', '@sreo/sandbox/testing', '@sreo/sandbox/msw', '@sreo/sandbox/server', '@sreo/sandbox/files']),
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: SOURCES,
    plugins: { 'import-x': importX, sreo: local },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYERS.map(layerZone) }],
      'import-x/no-cycle': 'error',
      'sreo/file-named-after-contents': 'error',
    },
  },
  {
    files: SOURCES,
    ignores: [...LAYERS.flatMap((layer) => layer.files), ...COMPOSITION_ROOT.files],
    plugins: { sreo: local },
    rules: { 'sreo/in-a-layer': 'error' },
  },
  {
    // The answering engine's phase is its own: views and other presenters read its derived flags (docs/answering.md).
    // React Router's parts that keep its framework code in the sign-in page's first load are not used (decision 0290).
    files: ['src/views/**/*.{ts,tsx}', 'src/presenters/**/*.ts'],
    ignores: ['src/presenters/answering/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name=/^(phase|screenPhase)$/]:matches([object.name='engine'], [object.property.name='engine'])",
          message: "Read the answering engine's derived flags (canReveal, showsMark, focus, ...), never its phase.",
        },
        {
          selector: "ImportDeclaration[source.value='react-router-dom'] > ImportSpecifier[imported.name=/^(Link|NavLink|Form|useSearchParams)$/]",
          message:
            "React Router's Link, NavLink, Form and useSearchParams bring 2 KB of its framework code to the sign-in page's first load: link with views/shared/Link, read the query from useLocation().search (decision 0290).",
        },
      ],
    },
  },
  {
    files: LAYERS.flatMap((layer) => (layer.nodeBuiltins ? [] : layer.files)),
    ignores: COMPOSITION_ROOT.files,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
);
