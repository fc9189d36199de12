import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';
// CSS.escape, which the virtual screen reader uses to find aria-labelledby targets (the polyfill installs itself).
import 'css.escape';

/**
 * What jsdom lacks and a real browser has, for the tests that render the app (jsdom environment):
 * TextEncoder (React Router), and getComputedStyle for a pseudo-element (which jsdom does not
 * implement; the accessible name computation asks for ::before and ::after, which the app never uses).
 */
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
  // The Fetch API, which the in-process sandbox's Hono app answers through (sandbox/src/http/callSandbox.ts):
  // Node's own, from its main context (jsdom's window has none).
  const fetchApi = runInThisContext('({ Request, Response, Headers })') as Pick<typeof globalThis, 'Request' | 'Response' | 'Headers'>;
  globalThis.Request ??= fetchApi.Request;
  globalThis.Response ??= fetchApi.Response;
  globalThis.Headers ??= fetchApi.Headers;
}
