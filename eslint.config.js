import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The dependency rule of DESIGN.md: domain <- ports <- adapters; domain <- presenters <- views; only
 * src/di and the entry point know concrete adapters. Each layer lists what it must not import.
 */
const layer = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const outside = (...dirs) => dirs.map((dir) => ({ group: [`**/${dir}`, `**/${dir}/**`], message: `This layer must not depend on ${dir}/ (DESIGN.md dependency rule).` }));
const libs = (...names) => names.map((name) => ({ group: [name, `${name}/**`], message: `${name} belongs to an outer layer (DESIGN.md dependency rule).` }));

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'public/**', 'coverage/**', 'test-results*/**', 'playwright-report/**', 'test/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  layer(['src/domain/**'], [
    ...outside('adapters', 'sandbox', 'presenters', 'views', 'di'),
    ...libs('react', 'react-dom', 'react-router', 'react-router-dom', 'axios', 'mobx', 'mobx-react-lite', 'msw', 'posthog-js', '@sentry/*', 'class-validator', 'class-transformer'),
  ]),
  layer(['src/ports/**'], [
    ...outside('adapters', 'sandbox', 'presenters', 'views', 'di'),
    ...libs('react', 'react-dom', 'react-router', 'react-router-dom', 'axios', 'mobx', 'mobx-react-lite', 'msw', 'posthog-js', '@sentry/*'),
  ]),
  layer(['src/adapters/**'], [...outside('presenters', 'views', 'di'), ...libs('react', 'react-dom', 'mobx-react-lite')]),
  layer(['src/sandbox/**'], [...outside('adapters', 'presenters', 'views', 'di'), ...libs('react', 'react-dom', 'axios')]),
  layer(['src/presenters/**'], [...outside('adapters', 'sandbox', 'views', 'di'), ...libs('react-dom', 'axios', 'msw', 'posthog-js', '@sentry/*')]),
  layer(['src/views/**'], [...outside('adapters', 'sandbox', 'di/containers'), ...libs('axios', 'msw', 'posthog-js')]),
);
