import { ESLint } from 'eslint';
import path from 'node:path';

/** Lints a fixture as though it stood at `src/...`, so the real config's layer zones apply to it. */
async function lintAs(fixture: string): Promise<string[]> {
  const root = process.cwd();
  const eslint = new ESLint({ cwd: root, ignore: false });
  const { readFile } = await import('node:fs/promises');
  const code = await readFile(path.join(root, 'test/lint/fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, fixture) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the dependency rule is enforced by lint', () => {
  it('given a domain file that imports an adapter and axios, when linted, then both imports are errors', async () => {
    const messages = await lintAs('src/domain/ImportsAdapter.ts');
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/no-restricted-imports: .*axios belongs to an outer layer/),
        expect.stringMatching(/no-restricted-imports: .*must not depend on adapters/),
      ]),
    );
  });

  it('given a view that imports an adapter, when linted, then the import is an error', async () => {
    const messages = await lintAs('src/views/ImportsAdapter.tsx');
    expect(messages).toEqual([expect.stringMatching(/no-restricted-imports: .*must not depend on adapters/)]);
  });

  it('given a domain file that imports only entities and ports, when linted, then nothing is reported', async () => {
    expect(await lintAs('src/domain/Clean.ts')).toEqual([]);
  });
});
