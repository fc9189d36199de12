import { ESLint } from 'eslint';
import path from 'node:path';

const root = process.cwd();
const eslint = new ESLint({ cwd: root, ignore: false });

/** Lints `code` as though it were the file at `file` (relative to the repository), with the real config. */
export async function lintAs(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}
