import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { COMPOSITION_ROOT, LAYERS, type Layer } from '../../eslint/layers.js';
import { LINT_WARM_UP_MS, lintAs, warmUpLinter } from '../support/lintAs';

const root = process.cwd();

beforeAll(warmUpLinter, LINT_WARM_UP_MS);

const layerError = expect.stringMatching(/^import-x\/no-restricted-paths: .*may import only/);

/** Where each layer's probe file stands, and the relative path from there back to the repository root. */
const PROBES: Record<string, string> = {
  'Domain model': 'src/domain/values/probe.ts',
  'Use cases': 'src/domain/usecases/study/probe.ts',
  Ports: 'src/ports/probe.ts',
  Adapters: 'src/adapters/http/probe.ts',
  'Memory adapters': 'src/adapters/memory/probe.ts',
  Contract: 'contract/src/probe.ts',
  Sandbox: 'sandbox/src/routes/probe.ts',
  'Sandbox server': 'sandbox/src/server/probe.ts',
  Presenters: 'src/presenters/study/probe.ts',
  Views: 'src/views/pages/probe.tsx',
};

function probeOf(layer: Layer): string {
  const probe = PROBES[layer.name];
  if (!probe) throw new Error(`No probe location for the layer ${layer.name}`);
  return probe;
}

/** The first TypeScript module in a folder or its subfolders. */
async function firstModuleIn(folder: string): Promise<string> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  const module = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()[0];
  if (!module) throw new Error(`No module in ${folder}`);
  return module;
}

/** A workspace package's entry file, which an allow-list may name, and the name it is imported by. */
const PACKAGE_ENTRIES: Record<string, string> = { 'sandbox/src/index.ts': '@sreo/sandbox' };

/** An import specifier, from the probe's folder, of a module inside `target` (a folder or a file). */
async function specifierOf(probe: string, target: string): Promise<string> {
  const entry = PACKAGE_ENTRIES[target];
  if (entry) return entry;
  const file = /\.tsx?$/.test(target) ? target : await firstModuleIn(target);
  const relative = path.relative(path.dirname(probe), file.replace(/\.tsx?$/, ''));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

describe('the dependency rule: each forbidden edge the rule names fails lint', () => {
  it.each([
    ['a view importing the composition root', 'src/views/pages/probe.tsx', "import { createAppContainer } from '../../di/createAppContainer';\nexport const made = createAppContainer;"],
    ['a dynamic import of axios in the domain', 'src/domain/usecases/study/probe.ts', "export const load = () => import('axios');"],
    ['the domain importing dompurify', 'src/domain/values/probe.ts', "import DOMPurify from 'dompurify';\nexport const purify = DOMPurify;"],
    ['the domain importing ts-fsrs', 'src/domain/usecases/study/probe.ts', "import { fsrs } from 'ts-fsrs';\nexport const scheduler = fsrs;"],
    ['a presenter importing react', 'src/presenters/study/probe.ts', "import { useState } from 'react';\nexport const state = useState;"],
    ['ports importing use cases', 'src/ports/probe.ts', "import type { SignIn } from '../domain/usecases';\nexport type UseCase = SignIn;"],
    ['an adapter calling a use case', 'src/adapters/http/probe.ts', "import { SignIn } from '../../domain/usecases';\nexport const signIn = SignIn;"],
    ['a presenter reaching an adapter', 'src/presenters/study/probe.ts', "import { MemoryNavigation } from '../../adapters/router/MemoryNavigation';\nexport const navigation = MemoryNavigation;"],
    ['the domain model reaching the use cases', 'src/domain/entities/probe.ts', "import { SignIn } from '../usecases';\nexport const signIn = SignIn;"],
    ['a view calling a use case', 'src/views/pages/probe.tsx', "import { SignIn } from '../../domain/usecases';\nexport const signIn = SignIn;"],
    ['the sandbox importing the app\'s domain', 'sandbox/src/routes/probe.ts', "import { PATHS } from '../../../src/domain';\nexport const paths = PATHS;"],
    ['the contract importing the sandbox', 'contract/src/probe.ts', "import { SandboxServer } from '@sreo/sandbox';\nexport const server = SandboxServer;"],
    ['a presenter importing the contract past the domain', 'src/presenters/study/probe.ts', "import { PATHS } from '@sreo/contract';\nexport const paths = PATHS;"],
    ['the sandbox importing an adapter', 'sandbox/src/routes/probe.ts', "import { HttpClient } from '../../../src/adapters/http/HttpClient';\nexport const client = HttpClient;"],
  ])('given %s, when linted, then the import is an error', async (_edge, file, code) => {
    expect(await lintAs(file, code)).toEqual([layerError]);
  });
});

describe.each(LAYERS.map((layer) => [layer.name, layer] as const))('the %s layer', (_name, layer) => {
  const probe = probeOf(layer);

  it('given a probe that imports the composition root, a package it does not list and a Node built-in, when linted, then each is an error (a built-in only where the layer runs in the browser)', async () => {
    const foreignPackage = layer.packages.includes('axios') ? 'react' : 'axios';
    const code = [
      `import { createAppContainer } from '${await specifierOf(probe, 'src/di/createAppContainer.ts')}';`,
      `import * as foreign from '${foreignPackage}';`,
      "import { readFileSync } from 'node:fs';",
      'export const used = [createAppContainer, foreign, readFileSync];',
    ].join('\n');

    const nodeBuiltinError = layer.nodeBuiltins ? [] : [expect.stringMatching(/^import-x\/no-nodejs-modules: /)];
    expect(await lintAs(probe, code)).toEqual([layerError, layerError, ...nodeBuiltinError]);
  });

  it('given a probe that imports every folder and package its allow-list names, when linted, then nothing is reported', async () => {
    const targets = await Promise.all(layer.mayImport.map((target) => specifierOf(probe, target)));
    const code = [
      ...targets.map((specifier, index) => `import * as folder${index} from '${specifier}';`),
      ...layer.packages.map((name, index) => `import * as package${index} from '${name}';`),
      `export const used = [${[...targets.map((_, i) => `folder${i}`), ...layer.packages.map((_, i) => `package${i}`)].join(', ')}];`,
    ].join('\n');

    expect(await lintAs(probe, code)).toEqual([]);
  });
});

describe('the sandbox swaps: the app imports the sandbox only where it swaps the backend, through its entries', () => {
  const refused = expect.stringMatching(/^no-restricted-(imports|syntax): .*The app imports the sandbox only where it swaps the backend/);

  it.each([
    ['the composition root beyond the swaps importing it', 'src/di/modules/probe.ts', "import { SandboxServer } from '@sreo/sandbox';\nexport const server = SandboxServer;"],
    ['the composition root beyond the swaps loading it', 'src/di/modules/probe.ts', "export const load = () => import('@sreo/sandbox/browser');"],
    ['the demo entry through another entry', 'src/main.tsx', "export const load = () => import('@sreo/sandbox');"],
    ['the test container through the MSW entry', 'src/di/createTestContainer.ts', "import { createSandboxHandlers } from '@sreo/sandbox/msw';\nexport const handlers = createSandboxHandlers;"],
    ['a test reaching into its files', 'test/adapters/probe.ts', "import { SandboxServer } from '../../sandbox/src/SandboxServer';\nexport const server = SandboxServer;"],
  ])('given %s, when linted, then the import is an error', async (_edge, file, code) => {
    expect(await lintAs(file, code)).toEqual([refused]);
  });

  it('given a test of the sandbox importing the app, when linted, then the import is an error', async () => {
    const code = "import { FakeClock } from '../../src/adapters/memory';\nexport const clock = FakeClock;";
    expect(await lintAs('sandbox/test/probe.ts', code)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*imports nothing from the app/)]);
  });

  it('given an adapter importing the sandbox, when linted, then both its layer and the swaps refuse it', async () => {
    const code = "import { SandboxServer } from '@sreo/sandbox';\nexport const server = SandboxServer;";
    expect(await lintAs('src/adapters/http/probe.ts', code)).toEqual([refused, layerError]);
  });

  it.each([
    ['the demo entry loading the in-page sandbox', 'src/main.tsx', "export const load = () => import('@sreo/sandbox/browser');"],
    ['the test container importing the in-process sandbox', 'src/di/createTestContainer.ts', "import { SandboxServer } from '@sreo/sandbox';\nexport const server = SandboxServer;"],
    ['a test importing the Node server\'s entry', 'test/adapters/probe.ts', "import { startSandboxServer } from '@sreo/sandbox/server';\nexport const start = startSandboxServer;"],
  ])('given %s, when linted, then nothing is reported', async (_edge, file, code) => {
    expect(await lintAs(file, code)).toEqual([]);
  });
});

describe('structure rules', () => {
  it('given a file that imports a module which imports it back, when linted, then the cycle is an error', async () => {
    // src/domain/entities/index.ts imports ./Study: Study.ts importing the index closes a cycle.
    const code = "import { formatTkl } from './index';\nexport const StudyFormat = formatTkl;";
    expect(await lintAs('src/domain/entities/Study.ts', code)).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('given a PascalCase file that declares nothing of its name, when linted, then the name is an error', async () => {
    expect(await lintAs('src/presenters/study/ReviewPresenter.ts', 'export class StudyHelper {}')).toEqual([
      expect.stringMatching(/^sreo\/file-named-after-contents: .*ReviewPresenter\.ts declares nothing named ReviewPresenter/),
    ]);
  });

  it.each([
    ['a class named after its file', 'src/presenters/study/ReviewPresenter.ts', 'export class ReviewPresenter {}'],
    ['a family named after its file', 'src/domain/entities/Badge.ts', 'export interface BadgeLevel { readonly n: number }'],
    ['a plural file of its kind', 'src/views/layout/PageGuards.tsx', 'export function StudyGuard() { return null; }'],
    ['a camelCase module of functions', 'src/domain/values/badgeRules.ts', 'export const noBadge = 0;'],
  ])('given %s, when linted, then nothing is reported', async (_kind, file, code) => {
    expect(await lintAs(file, code)).toEqual([]);
  });

  it('given a file in a snake_case folder, when linted, then the folder name is an error', async () => {
    expect(await lintAs('src/presenters/study_tools/helper.ts', 'export const helper = 1;')).toEqual([
      expect.stringMatching(/^sreo\/file-named-after-contents: Name the folder study_tools in camelCase/),
    ]);
  });

  it('given a source file outside every layer, when linted, then it is an error', async () => {
    expect(await lintAs('src/helpers/format.ts', 'export const format = 1;')).toEqual([expect.stringMatching(/^sreo\/in-a-layer: /)]);
  });
});

describe("architecture.md's layer table", () => {
  /** The table's rows: layer name, then the backticked items of its folder and may-import columns. */
  async function tableRows(): Promise<Map<string, { files: string[]; mayImport: string[] }>> {
    const text = await readFile(path.join(root, 'architecture.md'), 'utf8');
    const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const rows = new Map<string, { files: string[]; mayImport: string[] }>();
    for (const line of text.split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length < 6 || cells[1] === 'Layer' || cells[1]?.startsWith('-')) continue;
      rows.set(cells[1]!, { files: ticked(cells[2]!), mayImport: ticked(cells[4]!) });
    }
    return rows;
  }

  it('given the lint allow-lists, then each layer has a row naming exactly its files and what it may import', async () => {
    const rows = await tableRows();
    for (const layer of LAYERS) {
      expect({ layer: layer.name, ...rows.get(layer.name) }).toEqual({
        layer: layer.name,
        files: [...layer.files],
        mayImport: [...layer.mayImport, ...layer.packages],
      });
    }
    expect(rows.get(COMPOSITION_ROOT.name)?.files).toEqual([...COMPOSITION_ROOT.files]);
    expect([...rows.keys()].sort()).toEqual([...LAYERS.map((layer) => layer.name), COMPOSITION_ROOT.name].sort());
  });
});
