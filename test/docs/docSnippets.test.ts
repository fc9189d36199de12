import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();

/** The documents whose TypeScript snippets must compile against the code as it is: every page in docs/ too. */
async function documents(): Promise<string[]> {
  const pages = (await readdir(path.join(root, 'docs'), { recursive: true })).filter((name) => name.endsWith('.md'));
  return ['architecture.md', 'README.md', ...pages.map((page) => path.join('docs', page))];
}

/**
 * Each ```ts block of a document, as the file it stands for: a snippet is written as a test file in
 * `test/usecases/` would be (its imports relative to that folder), so it is checked there.
 */
async function snippetsOf(document: string): Promise<{ readonly fileName: string; readonly text: string }[]> {
  const markdown = await readFile(path.join(root, document), 'utf8');
  const blocks = [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  return blocks.map((text, index) => ({
    fileName: path.join(root, 'test', 'usecases', `${document.replace(/\.md$/, '').replace(/[\\/]/g, '-')}.snippet${index + 1}.test.ts`),
    text,
  }));
}

/** Type-checks the snippets with the project's compiler options; the diagnostics, formatted. */
function typeErrors(snippets: readonly { readonly fileName: string; readonly text: string }[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json did not parse');
  const virtual = new Map(snippets.map((snippet) => [path.normalize(snippet.fileName), snippet.text]));
  const host = ts.createCompilerHost(config.options);
  const readFileOf = host.readFile.bind(host);
  const fileExistsOf = host.fileExists.bind(host);
  const getSourceFileOf = host.getSourceFile.bind(host);
  host.readFile = (fileName) => virtual.get(path.normalize(fileName)) ?? readFileOf(fileName);
  host.fileExists = (fileName) => virtual.has(path.normalize(fileName)) || fileExistsOf(fileName);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = virtual.get(path.normalize(fileName));
    return text === undefined ? getSourceFileOf(fileName, languageVersion, ...rest) : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: config.options, host });
  return [...virtual.keys()].flatMap((fileName) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName)).map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
      const at = where ? `${path.relative(root, fileName)}:${where.line + 1}` : path.relative(root, fileName);
      return `${at}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    }),
  );
}

/** A snippet that must fail, so that a check passing on everything is caught. */
const BROKEN = {
  fileName: path.join(root, 'test', 'usecases', 'broken.snippet.test.ts'),
  text: "import { createTestContainer } from '../../src/di/createTestContainer';\ncreateTestContainer().noSuchThing();\n",
};
const BROKEN_AT = path.relative(root, BROKEN.fileName);

describe('the TypeScript snippets of architecture.md, README.md and docs/', () => {
  let snippetCount = 0;
  let errors: string[] = [];

  beforeAll(async () => {
    const snippets = (await Promise.all((await documents()).map(snippetsOf))).flat();
    snippetCount = snippets.length;
    errors = typeErrors([...snippets, BROKEN]);
  }, 120_000);

  it('given the documents, when their snippets are type-checked against the code, then none has an error', () => {
    expect(snippetCount).toBeGreaterThan(0);
    expect(errors.filter((error) => !error.startsWith(BROKEN_AT))).toEqual([]);
  });

  it('given a snippet that calls what does not exist, when it is type-checked, then it has an error', () => {
    expect(errors.filter((error) => error.startsWith(BROKEN_AT))).toEqual([expect.stringContaining("Property 'noSuchThing' does not exist")]);
  });
});
