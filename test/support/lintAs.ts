import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = process.cwd();
const eslint = new ESLint({ cwd: root, ignore: false });

/** Lints `code` as though it were the file at `file` (relative to the repository), with the real config. */
export async function lintAs(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/**
 * The linter's first lint loads the config and its plugins, and import-x/no-cycle parses every module the
 * app's entry reaches: 5-18 s on a loaded two-core machine, slow by nature, and read-only once done. Done
 * once in a file's beforeAll (with LINT_WARM_UP_MS), so that no test carries it past Jest's 5 s.
 */
export async function warmUpLinter(): Promise<void> {
  const entry = 'src/main.tsx';
  await lintAs(entry, await readFile(path.join(root, entry), 'utf8'));
}

/** A bound on the warm-up's hang, not a speed: about six times what it takes on a loaded two-core machine. */
export const LINT_WARM_UP_MS = 120_000;
