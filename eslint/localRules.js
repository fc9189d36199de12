/** Rules of this project that no plugin has: file naming, and every source file in a layer. */
import path from 'node:path';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;

/** The names a module declares or exports at its top level. */
function topLevelNames(program) {
  const names = [];
  const declared = (declaration) => {
    if (declaration?.id?.name) names.push(declaration.id.name);
    for (const declarator of declaration?.declarations ?? []) if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
  };
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration') {
      declared(node.declaration);
      for (const specifier of node.specifiers) names.push(specifier.exported.name ?? specifier.exported.value);
    } else if (node.type === 'ExportDefaultDeclaration') {
      declared(node.declaration);
    } else {
      declared(node);
    }
  }
  return names;
}

const words = (name) => name.match(/[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [];

/** Whether `inner`'s words appear in `outer`'s, in order (LibraryDto in LibraryDeckDto). */
function wordsWithin(inner, outer) {
  let at = 0;
  for (const word of outer) if (word === inner[at]) at += 1;
  return at === inner.length;
}

/**
 * Whether a PascalCase file name names what the file holds: a declaration's name has the file name's
 * words in order (Study.ts holds StudyCard, LibraryDto.ts holds LibraryDeckDto), the plural's words
 * singular (Passwords.ts holds UpdatePassword), or the plural's last word (RouteGuards.tsx holds
 * LibraryGuard).
 */
function namesItsContents(base, names) {
  const singular = words(base.replace(/s$/, ''));
  const last = singular[singular.length - 1];
  return names.some(
    (name) => wordsWithin(words(base), words(name)) || wordsWithin(singular, words(name)) || (base.endsWith('s') && words(name).at(-1) === last),
  );
}

/**
 * Files are named after what they hold: a PascalCase file holds the class, component or family of types
 * it is named after; any other file is camelCase (a module of functions and constants), or an `index`
 * that gathers a folder. Folders are camelCase. `.module.scss` and other assets are not linted.
 */
export const fileNamedAfterContents = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Name files after what they hold.' },
    schema: [],
    messages: {
      pascalWithoutExport: 'A PascalCase file is named after what it holds: {{file}} declares nothing named {{name}}; rename the file after its contents.',
      fileCase: 'Name the file {{file}} in PascalCase (after the class or component it holds) or camelCase (a module of functions).',
      folderCase: 'Name the folder {{folder}} in camelCase.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const relative = path.relative(context.cwd, file).split(path.sep);
    const base = path.basename(file).replace(/\.(d\.)?tsx?$/, '');
    return {
      Program(program) {
        const folders = relative.slice(1, -1);
        const badFolder = folders.find((folder) => !CAMEL.test(folder));
        if (badFolder) context.report({ node: program, messageId: 'folderCase', data: { folder: badFolder } });
        if (base === 'index') return;
        if (PASCAL.test(base)) {
          if (!namesItsContents(base, topLevelNames(program))) context.report({ node: program, messageId: 'pascalWithoutExport', data: { name: base, file: path.basename(file) } });
        } else if (!CAMEL.test(base)) {
          context.report({ node: program, messageId: 'fileCase', data: { file: path.basename(file) } });
        }
      },
    };
  },
};

/** Reports every file it runs on: eslint.config.js runs it on source files that are in no layer. */
export const inALayer = {
  meta: {
    type: 'problem',
    docs: { description: 'Every source file belongs to a layer of eslint/layers.js.' },
    schema: [],
    messages: { outside: 'This file is in no layer: put it in a folder eslint/layers.js lists (and architecture.md describes).' },
  },
  create(context) {
    return { Program: (program) => context.report({ node: program, messageId: 'outside' }) };
  },
};
