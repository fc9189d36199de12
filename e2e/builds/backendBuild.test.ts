import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DEMO_ACCOUNTS } from '@sreo/sandbox';
import { inPageDemoFiles } from '@sreo/sandbox/files';
import { browserDist, serverDist } from '../support/sandboxModes';

/**
 * The build against a backend (`vite build --mode server`, as e2e/support/buildServerMode.ts makes it)
 * as a learner's device gets it: nothing of the sandbox, no demo account or password, and nothing of
 * either in what its service worker precaches. Run by `npm run test:e2e` after the builds.
 */
const build = serverDist;
const files = readdirSync(build, { recursive: true, encoding: 'utf8' })
  .filter((file) => statSync(join(build, file)).isFile())
  .map((file) => file.split('\\').join('/'));

/** Where the sandbox's code and MSW come from, as a source map names them. */
const SANDBOX_SOURCE = /(^|\/)sandbox\/src\/|(^|\/)node_modules\/msw\//;

/** What a built file was made from, by its source map (kept beside the build, vite.config.ts). */
function sourcesOf(file: string): string[] {
  const map = join(`${build}-sourcemaps`, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

const fromTheSandbox = (file: string) => /mockServiceWorker|^terms\//.test(file) || sourcesOf(file).some((source) => SANDBOX_SOURCE.test(source));

/** The addresses sw.js precaches. */
function precached(): string[] {
  return [...readFileSync(join(build, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
}

describe(`the build against a backend (${build})`, () => {
  it('given its files, then none is the sandbox, MSW or the in-page sandbox\'s worker and pages', () => {
    assert.ok(files.some((file) => file.startsWith('assets/') && file.endsWith('.js')), 'the build has scripts');
    assert.deepEqual(files.filter(fromTheSandbox), []);
  });

  it('given its files, then none holds a demo account or the demo password', () => {
    const secrets = [...new Set(DEMO_ACCOUNTS.flatMap((account) => [account.email, account.password]))];
    const holding = files.flatMap((file) => {
      const text = readFileSync(join(build, file), 'latin1');
      return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`);
    });
    assert.deepEqual(holding, []);
  });

  it('given its service worker, then it precaches the app shell and none of the sandbox', () => {
    const urls = precached();
    assert.ok(urls.includes('index.html'), 'the app shell is precached');
    assert.deepEqual(urls.filter((url) => !files.includes(url) || fromTheSandbox(url)), []);
  });
});

describe('the in-page demo\'s own files (MSW\'s worker, the demo partner\'s terms pages)', () => {
  it('given the app\'s public folder, then it holds none of them: they are the sandbox package\'s', () => {
    assert.deepEqual(Object.keys(inPageDemoFiles()).filter((file) => existsSync(join('public', file))), []);
  });

  it(`given the in-page demo's build (${browserDist}), then it has each of them as the sandbox package holds it`, () => {
    const differing = Object.entries(inPageDemoFiles()).filter(
      ([file, source]) => !existsSync(join(browserDist, file)) || !readFileSync(join(browserDist, file)).equals(readFileSync(source)),
    );
    assert.deepEqual(differing.map(([file]) => file), []);
  });
});
