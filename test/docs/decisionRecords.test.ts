import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const root = process.cwd();
const folder = path.join(root, 'docs', 'decisions');

describe('the decision records', () => {
  it('given docs/decisions, then each record is numbered, has its three parts and is linked from architecture.md', async () => {
    const records = (await readdir(folder)).filter((name) => name.endsWith('.md'));
    const map = await readFile(path.join(root, 'architecture.md'), 'utf8');

    const faults = await Promise.all(
      records.map(async (record) => {
        const text = await readFile(path.join(folder, record), 'utf8');
        const parts = ['## Context', '## Decision', '## Consequences'].filter((heading) => !text.includes(`\n${heading}\n`));
        return [
          ...(/^\d{4}-[a-z0-9-]+\.md$/.test(record) ? [] : [`${record}: not named NNNN-kebab-title.md`]),
          ...parts.map((heading) => `${record}: no "${heading}"`),
          ...(map.includes(`(docs/decisions/${record})`) ? [] : [`${record}: not linked from architecture.md`]),
        ];
      }),
    );

    expect(records.length).toBeGreaterThan(0);
    expect(faults.flat()).toEqual([]);
  });
});
