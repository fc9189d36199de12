import { ESLint } from 'eslint';
import path from 'node:path';

const root = process.cwd();
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rules that fire on `code` linted as the browser test `file`, with the real config. */
async function rulesFiredOn(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('browser tests take test and expect from the shared fixtures', () => {
  it('given a spec that imports test from @playwright/test, when it is linted, then lint refuses it', async () => {
    const fired = await rulesFiredOn('e2e/probe.spec.ts', "import { expect, test } from '@playwright/test';\n\ntest('x', async () => expect(1).toBe(1));\n");

    expect(fired).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('given a spec that imports them from the fixtures and only types from @playwright/test, when it is linted, then lint accepts it', async () => {
    const fired = await rulesFiredOn(
      'e2e/probe.spec.ts',
      "import type { Page } from '@playwright/test';\nimport { expect, test } from './support/fixtures';\n\nexport const ready = (page: Page) => page.title();\ntest('x', async () => expect(1).toBe(1));\n",
    );

    expect(fired).toEqual([]);
  });
});
