import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ONLY_SPECS } from '../../e2e/support/sandboxModes';

const root = process.cwd();

/** A document the repository does not hold: the product is docs/product.md, the wire contract/openapi.yaml. */
const ABSENT = ['SPEC', 'md'].join('.');

/** Every file git tracks, and every new one it does not ignore. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** README.md, architecture.md and every page in docs/: the documents a reader follows links through. */
function documents(): string[] {
  const pages = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'));
  return ['README.md', 'architecture.md', ...pages.map((page) => path.join('docs', page))];
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The links of `text` (the document at `document`) that name no file of the repository, or no heading in it. */
function brokenLinks(document: string, text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)|(?:src|href)="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
  return links.filter((link) => {
    if (/^[a-z]+:/i.test(link)) return false;
    const [file, anchor] = link.split('#');
    const target = file ? path.join(path.dirname(document), file) : document;
    if (!existsSync(path.join(root, target))) return true;
    if (anchor === undefined) return false;
    const headings = [...readFileSync(path.join(root, target), 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1]!));
    return !headings.includes(anchor);
  });
}

/** The scripts of package.json, which `npm run <name>` (and `npm start`, `npm test`) run. */
const SCRIPTS = Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/**
 * The commands of `text` that would fail as written: an `npm run`, `npm start` or `npm test` of no script of
 * package.json, a file that `npx jest`, `npx tsx`, `npx playwright test` or `node` is given and the repository
 * does not hold, or a spec that runs in the server-mode projects alone given a project of the in-page sandbox
 * (Playwright finds no test).
 */
function brokenCommands(text: string): string[] {
  const scripts = [...text.matchAll(/\bnpm (?:run (?:--silent )?([\w:-]+)|(start|test)\b)/g)].map((match) => (match[1] ?? match[2])!);
  const files = [...text.matchAll(/\b(?:npx (?:jest|tsx|playwright test)|node(?: --import tsx)?) ((?:[\w.-]+\/)+[\w.-]+\.[a-z]+)/g)].map((match) => match[1]!);
  const specsOnProjects = [...text.matchAll(/\bnpx playwright test ((?:[\w.-]+\/)+[\w.-]+\.spec\.ts)[^`\n]*?--project=([\w-]+)/g)];
  return [
    ...scripts.filter((script) => !SCRIPTS.includes(script)).map((script) => `npm run ${script}`),
    ...files.filter((file) => !existsSync(path.join(root, file))),
    ...specsOnProjects.filter(([, spec, project]) => SERVER_ONLY_SPECS.test(spec!) && !project!.endsWith('-server')).map(([, spec, project]) => `${spec} --project=${project}`),
  ];
}

describe('what the repository cites', () => {
  it('given a link to a file or a heading that is not there, then it is named as broken', () => {
    expect(brokenLinks('docs/probe.md', '[a](testing.md), [b](../architecture.md#testing-without-a-dom), <img src="images/todays-cards.png">')).toEqual([]);
    expect(brokenLinks('docs/probe.md', '[a](no-such-page.md), [b](../architecture.md#no-such-heading), [c](https://example.org/x)')).toEqual([
      'no-such-page.md',
      '../architecture.md#no-such-heading',
    ]);
  });

  it('given README.md, architecture.md and every page in docs/, then every link names a file of the repository, and a heading in it where it says one', () => {
    const broken = documents().flatMap((document) => brokenLinks(document, readFileSync(path.join(root, document), 'utf8')).map((link) => `${document}: ${link}`));

    expect(documents().length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it('given a command of no script or of a file that is not there, then it is named as broken', () => {
    expect(
      brokenCommands(
        '`npm start`, `npm test`, `npm run lint`, `npx jest test/docs/citedDocuments.test.ts`, `node bench/criticalPath.mjs dist`, ' +
          '`npx playwright test e2e/crossOrigin.spec.ts --project=phone-server`, `npx playwright test e2e/library.spec.ts --project=desktop`',
      ),
    ).toEqual([]);
    expect(
      brokenCommands(
        '`npm run no-such-script`, `npx jest test/no-such.test.ts`, `node --import tsx bench/gone.ts`, `npx playwright test e2e/installed.spec.ts --project=desktop`',
      ),
    ).toEqual(['npm run no-such-script', 'test/no-such.test.ts', 'bench/gone.ts', 'e2e/installed.spec.ts --project=desktop']);
  });

  it('given README.md, architecture.md and every page in docs/ but the decision records (each tells of its day), then every command names a script of package.json, every file it runs is there, and every spec it runs on a project runs there', () => {
    const current = documents().filter((document) => !document.startsWith(path.join('docs', 'decisions')));
    const broken = current.flatMap((document) => brokenCommands(readFileSync(path.join(root, document), 'utf8')).map((command) => `${document}: ${command}`));

    expect(broken).toEqual([]);
  });

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
