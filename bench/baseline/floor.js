// The bench's floor page: the study screen's own page (its markup, styles and focus moves, captured from
// the app in the same run), redrawn by React alone with no app code. Where the baseline page (main.js)
// says what React costs at all, this one says what drawing this very screen costs: the client's own work
// above it is its JavaScript (engine, storage, HTTP, MobX, its components).
//
// The page is given, before it loads (window.__floor), the app's style sheets, its root and body
// elements' attributes, its base address, and the study screen's states in order: a card's question, the
// same card revealed, the next card's question, ... each with the place of the element that had the focus.
// Space shows the card revealed, the grade key 3 the next card's question, as on the study screen. Subtrees
// that are the same in two states are the same React element, so React skips them, as the app's
// components skip the parts of the page that did not change.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const { css, rootAttributes, bodyAttributes, base, states } = window.__floor;

const RENAMED = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', maxlength: 'maxLength', autocomplete: 'autoComplete', spellcheck: 'spellCheck', enterkeyhint: 'enterKeyHint', inputmode: 'inputMode', colspan: 'colSpan', rowspan: 'rowSpan', srcset: 'srcSet', crossorigin: 'crossOrigin', contenteditable: 'contentEditable' };
const BOOLEAN = new Set(['disabled', 'hidden', 'open', 'controls', 'multiple', 'required', 'selected', 'novalidate', 'playsinline', 'muted', 'loop']);
const INITIAL = { value: 'defaultValue', checked: 'defaultChecked' };

/** An inline style attribute as React's style object (custom properties kept as they are). */
function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())] = value;
  }
  return style;
}

/** One element's attributes as React props. */
function propsOf(element) {
  const props = {};
  for (const { name, value } of element.attributes) {
    if (name === 'style') props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[name === 'novalidate' ? 'noValidate' : name === 'playsinline' ? 'playsInline' : name] = true;
    else if (INITIAL[name] && element.tagName !== 'PROGRESS' && element.tagName !== 'METER') props[INITIAL[name]] = value;
    else props[RENAMED[name] ?? name] = value;
  }
  return props;
}

/**
 * An element's key among its siblings: what it is (tag, class, id; a button or link also by its name),
 * and which of its kind. A control that becomes another (Show answer after the grades) is a new element,
 * as the app's keyed components make it; the same kind of element keeps its node and changes.
 */
function keysOf(nodes) {
  const seen = new Map();
  return nodes.map((node) => {
    if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
    const name = node.localName === 'button' || node.localName === 'a' ? (node.getAttribute('aria-label') ?? node.textContent) : '';
    const kind = `${node.localName}.${node.getAttribute('class') ?? ''}#${node.id}|${name}`;
    const count = seen.get(kind) ?? 0;
    seen.set(kind, count + 1);
    return `${kind}~${count}`;
  });
}

/** Parsed nodes as React children; identical markup under the same key, in any state, is one shared element. */
const shared = new Map();
function toReact(nodes) {
  const keys = keysOf(nodes);
  return nodes.flatMap((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) return [node.data];
    if (node.nodeType !== Node.ELEMENT_NODE || node.localName === 'script') return [];
    const key = keys[index];
    const markup = `${key}\n${node.outerHTML}`;
    let element = shared.get(markup);
    if (!element) {
      element = h(node.localName, { ...propsOf(node), key }, ...toReact([...node.childNodes]));
      shared.set(markup, element);
    }
    return [element];
  });
}

function parse(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return toReact([...template.content.childNodes]);
}

/** The element at `path` (child indices from the root), if the focus was there. */
function at(root, path) {
  let node = root;
  for (const index of path ?? []) node = node?.children[index];
  return node ?? null;
}

// The app's own addresses (its pictures, its style sheets' urls) resolve against the app, not this page.
const baseElement = document.createElement('base');
baseElement.href = base;
document.head.prepend(baseElement);
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);
for (const [name, value] of Object.entries(rootAttributes)) document.documentElement.setAttribute(name, value);
for (const [name, value] of Object.entries(bodyAttributes)) document.body.setAttribute(name, value);

const trees = states.map((state) => parse(state.html));
const container = document.getElementById('root');

function StudyScreen() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const onKey = (event) => {
      // Question states are even, revealed states odd: Space reveals the card, 3 grades it.
      if (event.key === ' ') setIndex((current) => (current % 2 === 0 ? current + 1 : current));
      else if (event.key === '3') setIndex((current) => (current % 2 === 1 ? (current + 1) % states.length : current));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The study screen moves the focus as each state is drawn: to a new card's question, to a revealed answer.
  useEffect(() => {
    at(container, states[index].focus)?.focus();
  }, [index]);
  return trees[index];
}

createRoot(container).render(h(StudyScreen));
