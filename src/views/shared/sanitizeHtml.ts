import DOMPurify from 'dompurify';

/**
 * Server-given HTML (card sides, comments, deck card content) made safe to render: scripts, event
 * handlers, javascript: URLs, frames, forms and styles go; basic formatting, lists, tables and images
 * stay. Links are forced to open in a new tab without access to this window.
 */
const ALLOWED_TAGS = [
  'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'br', 'p', 'span', 'div', 'small', 'mark',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'img', 'a', 'figure', 'figcaption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang'];
const SAFE_URL = /^(?:https?:|mailto:|data:image\/(?:png|gif|jpe?g|webp|svg\+xml)[;,]|\/|#)/i;

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'] });
}
