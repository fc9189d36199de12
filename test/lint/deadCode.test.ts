import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = process.cwd();
const run = promisify(execFile);

interface KnipIssue {
  readonly file: string;
  readonly [kind: string]: unknown;
}

/** What knip, with the project's own knip.json, reports for a small project of the given files. */
async function knipFindings(files: Readonly<Record<string, string>>): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sreo-knip-'));
  try {
    await writeFile(path.join(directory, 'package.json'), JSON.stringify({ name: 'probe', private: true, type: 'module', main: 'src/main.ts' }));
    await copyFile(path.join(root, 'knip.json'), path.join(directory, 'knip.json'));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
      await writeFile(path.join(directory, name), text);
    }
    // knip exits 1 when it finds something: the findings are on stdout either way.
    const output = await run(path.join(root, 'node_modules', '.bin', 'knip'), ['--directory', directory, '--reporter', 'json', '--no-config-hints'], { cwd: directory }).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    const { issues } = JSON.parse(output) as { issues: KnipIssue[] };
    return issues.flatMap((issue) =>
      Object.entries(issue).flatMap(([kind, found]) =>
        Array.isArray(found) ? found.map((item: { name: string }) => `${issue.file} ${kind} ${item.name}`) : [],
      ),
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe('the dead-code check (knip, in npm run lint)', () => {
  it('given an unused file, an export used only in its own file, an unused export and an undeclared package, then each is reported', async () => {
    const findings = await knipFindings({
      'src/main.ts': "import { used } from './helpers';\nimport leftPad from 'left-pad';\nconsole.log(used(), leftPad);\n",
      'src/helpers.ts':
        'export function used(): number {\n  return onlyHere();\n}\nexport function onlyHere(): number {\n  return 1;\n}\nexport function unused(): number {\n  return 2;\n}\n',
      'src/orphan.ts': 'export const orphan = 1;\n',
    });

    expect(findings.sort()).toEqual(
      ['src/helpers.ts exports onlyHere', 'src/helpers.ts exports unused', 'src/main.ts unlisted left-pad', 'src/orphan.ts files src/orphan.ts'].sort(),
    );
  }, 60_000);

  it('given a project where everything is used, then nothing is reported', async () => {
    const findings = await knipFindings({
      'src/main.ts': "import { used } from './helpers';\nconsole.log(used());\n",
      'src/helpers.ts': 'export function used(): number {\n  return 1;\n}\n',
    });

    expect(findings).toEqual([]);
  }, 60_000);
});
