/** @jest-environment jsdom */
import fc from 'fast-check';
import { sanitizeHtml } from '../../src/views/shared/sanitizeHtml';

/** The sanitised HTML as the browser would hold it, to look at elements and attributes, not strings. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

function dangers(host: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'style', 'link', 'meta', 'base', 'svg', 'math'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'formaction' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'xlink:href'].includes(name) && !/^(https?:|mailto:|data:image\/|\/|#)/i.test(attribute.value.trim())) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml (card sides, comments, deck card content)', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="/a.png" alt="a" onerror="alert(1)">', '<img src="/a.png" alt="a">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['an obfuscated javascript: link', '<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['an iframe', '<p>a</p><iframe src="https://evil.test"></iframe>', '<p>a</p>'],
    ['a form', '<form action="https://evil.test"><input name="pws"><button>Go</button></form>', 'Go'],
    ['inline styles', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
  ])('given HTML with %s, when sanitised, then it is removed', (_what, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('given images and basic formatting, when sanitised, then they are kept', () => {
    const html =
      '<p><b>Bold</b>, <i>italic</i>, <u>under</u>, <sub>2</sub><sup>3</sup></p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="https://cdn.example.org/heart.png" alt="Heart" width="40">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('given a link, when sanitised, then it opens in a new tab with no access to this window', () => {
    const link = parsed('<a href="https://example.org">more</a>').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('given an image as a data URL, when sanitised, then an image type is kept and an HTML one is not', () => {
    expect(parsed('<img src="data:image/png;base64,AAAA" alt="x">').querySelector('img')!.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(parsed('<img src="data:text/html,<script>1</script>" alt="x">').querySelector('img')!.hasAttribute('src')).toBe(false);
  });

  it('given random mixes of dangerous and harmless markup, when sanitised, then nothing dangerous survives', () => {
    const piece = fc.constantFrom(
      '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">', '</a>',
      '<iframe src="//evil.test">', '<form action="//evil.test">', '<input autofocus onfocus=alert(1)>', '<b>', '</b>',
      '<p style="color:red">', '</p>', '<svg onload=alert(1)>', '<math><mi xlink:href="javascript:1">', '<a href="https://ok.test">',
      '<img src="https://ok.test/i.png" alt="i">', '<!--', '-->', '<![CDATA[', '"', "'", '>', '<', 'text', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<object data="javascript:1">', '<embed src="javascript:1">', '<base href="//evil.test">', '<meta http-equiv="refresh" content="0;url=javascript:1">',
      '<button formaction="javascript:1">', '<details open ontoggle=alert(1)>', '<a href="&#106;avascript:alert(1)">',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 12 }), (pieces) => {
        expect(dangers(parsed(pieces.join('')))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
