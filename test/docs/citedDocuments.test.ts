import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();

/** A document the repository does not hold: the product is docs/product.md, the wire contract/openapi.yaml. */
const ABSENT = ['SPEC', 'md'].join('.');

/** Every file git tracks, and every new one it does not ignore. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('what the repository cites', () => {
  it(`given every file in the repository, then none cites ${ABSENT}, which is not in it`, () => {
    const files = repositoryFiles();

    const citing = files.filter((file) => {
      try {
        return readFileSync(path.join(root, file), 'utf8').includes(ABSENT);
      } catch {
        return false; // listed by git but gone from the working tree
      }
    });

    expect(files.length).toBeGreaterThan(100);
    expect(citing).toEqual([]);
  });
});
