/**
 * What the steps look for, as a learner or a screen reader would name it: a role and accessible name,
 * a form field by its label (and what it holds), or visible text. `within` narrows the search to inside
 * another match.
 * Text and names match whole (ignoring case and surrounding space) unless given as a pattern.
 */
export interface Query {
  readonly role?: string;
  readonly name?: string | RegExp;
  readonly label?: string;
  /** What a form field holds, whole. */
  readonly value?: string;
  readonly text?: string | RegExp;
  readonly level?: number;
  readonly css?: string;
  readonly within?: Query;
}

/** A query as it crosses into the page (JSON: patterns as source and flags). */
export interface PageQuery extends Omit<Query, 'name' | 'text' | 'within'> {
  readonly name?: PagePattern;
  readonly text?: PagePattern;
  readonly within?: PageQuery;
}
type PagePattern = string | { readonly source: string; readonly flags: string };

export function toPageQuery(query: Query): PageQuery {
  const text = (value: string | RegExp | undefined) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value);
  return { ...query, name: text(query.name), text: text(query.text), within: query.within && toPageQuery(query.within) };
}

export function describe(query: Query): string {
  const parts = [query.role && `role ${query.role}`, query.name && `named ${String(query.name)}`, query.label && `labelled ${query.label}`, query.value !== undefined && `holding "${query.value}"`, query.text && `text ${String(query.text)}`, query.css];
  return `${parts.filter(Boolean).join(' ')}${query.within ? ` within (${describe(query.within)})` : ''}`;
}

/**
 * Runs in the page (self-contained: it is sent as source). Finds the visible elements matching the
 * query, marks the first with `data-engine-target="<mark>"` (for the engine's own click) and answers
 * how many match and whether the first has the focus.
 */
export function findInPage(query: PageQuery, mark: string): { count: number; focused: boolean } {
  type Text = PagePattern | undefined;
  const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const matches = (actual: string, expected: Text) => {
    if (expected === undefined) return true;
    if (typeof expected === 'string') return clean(actual).toLowerCase() === expected.toLowerCase();
    return new RegExp(expected.source, expected.flags).test(clean(actual));
  };
  // A drawing hidden from screen readers is still on screen: only a CSS query reaches it.
  const visible = (element: Element) => {
    if (element.closest(query.css ? '[hidden], [inert]' : '[aria-hidden="true"], [hidden], [inert]')) return false;
    // What a closed disclosure holds besides its summary is not drawn, though Firefox still gives it a box.
    if (element.closest('details:not([open]) > :not(summary)')) return false;
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  const implicitRole = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    if (tag === 'button' || (tag === 'input' && ['button', 'submit', 'reset'].includes(type))) return 'button';
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input' && type === 'checkbox') return 'checkbox';
    if (tag === 'input' && type === 'radio') return 'radio';
    if (tag === 'textarea' || (tag === 'input' && ['text', 'email', 'search', 'tel', 'url'].includes(type))) return 'textbox';
    if (tag === 'select') return 'combobox';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'nav') return 'navigation';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'section' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'))) return 'region';
    if (tag === 'aside') return 'complementary';
    if (tag === 'table') return 'table';
    if (tag === 'tr') return 'row';
    if (tag === 'img') return 'img';
    if (tag === 'output') return 'status';
    if (tag === 'progress') return 'progressbar';
    return '';
  };
  const role = (element: Element) => element.getAttribute('role') ?? implicitRole(element);
  const byIds = (ids: string) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  // The text a screen reader names an element by: without what is hidden from it (an arrow, an icon).
  const spoken = (node: Node): string => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : [...node.childNodes].map(spoken).join('');
  };
  const name = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return clean(byIds(labelledBy));
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map((each) => each.textContent).join(' '));
    if (element.tagName === 'IMG') return clean(element.getAttribute('alt'));
    return clean(spoken(element));
  };
  const level = (element: Element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1));

  const find = (q: PageQuery, roots: Element[]): Element[] => {
    const scopes = q.within ? find(q.within, roots) : roots;
    const found: Element[] = [];
    for (const scope of scopes) {
      for (const element of scope.querySelectorAll(q.css ?? '*')) {
        if (q.role !== undefined && role(element) !== q.role) continue;
        if (q.level !== undefined && level(element) !== q.level) continue;
        if (q.name !== undefined && !matches(name(element), q.name as Text)) continue;
        if (q.label !== undefined) {
          const labels = (element as HTMLInputElement).labels;
          const labelText = labels && labels.length > 0 ? [...labels].map((each) => each.textContent).join(' ') : (element.getAttribute('aria-label') ?? '');
          if (!matches(labelText, q.label)) continue;
        }
        if (q.value !== undefined && (element as HTMLInputElement).value !== q.value) continue;
        if (q.text !== undefined) {
          // Text alone finds the innermost element whose text matches, not every ancestor of it.
          if (!matches(element.textContent ?? '', q.text as Text)) continue;
          const alone = q.role === undefined && q.css === undefined;
          if (alone && [...element.children].some((child) => matches(child.textContent ?? '', q.text as Text))) continue;
        }
        if (visible(element)) found.push(element);
      }
    }
    return found;
  };

  for (const old of document.querySelectorAll(`[data-engine-target="${mark}"]`)) old.removeAttribute('data-engine-target');
  const found = find(query, [document.documentElement]);
  const first = found[0];
  first?.setAttribute('data-engine-target', mark);
  return { count: found.length, focused: first !== undefined && document.activeElement === first };
}
