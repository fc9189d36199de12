import { lintAs } from '../support/lintAs';

const restrictedImport = expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /);

describe('browser tests take test and expect from the shared fixtures', () => {
  it('given a spec that imports test from @playwright/test, when it is linted, then lint refuses it', async () => {
    const messages = await lintAs('e2e/probe.spec.ts', "import { expect, test } from '@playwright/test';\n\ntest('x', async () => expect(1).toBe(1));\n");

    expect(messages).toEqual([restrictedImport]);
  });

  it('given a spec that imports them from the fixtures and only types from @playwright/test, when it is linted, then lint accepts it', async () => {
    const messages = await lintAs(
      'e2e/probe.spec.ts',
      "import type { Page } from '@playwright/test';\nimport { expect, test } from './support/fixtures';\n\nexport const ready = (page: Page) => page.title();\ntest('x', async () => expect(1).toBe(1));\n",
    );

    expect(messages).toEqual([]);
  });
});
