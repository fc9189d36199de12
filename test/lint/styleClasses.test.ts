import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';

const VIEWS = 'src/views';

/** Every class a view reads from a stylesheet module it imports, with the classes that stylesheet defines. */
function classesReadAndDefined(): { view: string; read: string; defined: ReadonlySet<string> }[] {
  const views = readdirSync(VIEWS, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  return views.flatMap((file) => {
    const view = path.join(VIEWS, file);
    const source = readFileSync(view, 'utf8');
    return [...source.matchAll(/import (\w+) from '([^']+\.module\.scss)'/g)].flatMap(([, name = '', stylesheet = '']) => {
      const css = compile(path.resolve(path.dirname(view), stylesheet)).css;
      const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, className = '']) => className));
      return [...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map(([, read = '']) => ({ view, read, defined }));
    });
  });
}

describe('the views and their stylesheets', () => {
  it('given every view, when its stylesheet modules are compiled, then each class the view reads is defined there', () => {
    const undefinedClasses = classesReadAndDefined()
      .filter(({ read, defined }) => !defined.has(read))
      .map(({ view, read }) => `${view}: ${read}`);

    expect(undefinedClasses).toEqual([]);
  });
});
