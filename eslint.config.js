import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { fileNamedAfterContents, inALayer } from './eslint/localRules.js';
import { COMPOSITION_ROOT, LAYERS } from './eslint/layers.js';

/**
 * The dependency rule of DESIGN.md, from the allow-lists in eslint/layers.js: an import in a layer's file
 * must resolve to one of the folders or packages the layer lists (static, re-exported or dynamic
 * `import()` alike). Everything else in the repository, and every other package, is out of bounds.
 */
const layerZone = (layer) => ({
  target: layer.files,
  from: '.',
  except: [...layer.mayImport, ...layer.packages.map((name) => `node_modules/${name}`)].map((where) => `./${where}`),
  message: `${layer.name} (${layer.files.join(', ')}) may import only ${[...layer.mayImport, ...layer.packages].join(', ')} (DESIGN.md dependency rule; eslint/layers.js).`,
});

/** The app's sources and its workspace packages' (sandbox/, contract/): every file of them is in a layer. */
const SOURCES = ['src/**/*.{ts,tsx}', 'sandbox/src/**/*.ts', 'contract/src/**/*.ts'];

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
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: SOURCES,
    plugins: { 'import-x': importX, sreo: local },
    settings: {
      // As import-x's TypeScript preset, so that imported files are read (for cycles) with the TS parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] })],
    },
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
    files: LAYERS.flatMap((layer) => (layer.nodeBuiltins ? [] : layer.files)),
    ignores: COMPOSITION_ROOT.files,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
);
