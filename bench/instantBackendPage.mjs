// The instant backend, installed in the page before the app loads (Playwright addInitScript): the app's
// own HTTP adapter (axios, which uses XMLHttpRequest in a browser) meets an XMLHttpRequest that answers
// calls under `base` from memory, from a study script recorded beforehand (bench/instantBackend.ts), in
// the next task, as a real response would arrive. No network, no service worker, no scheduler: what is
// left between a grade key and the next card is the client's own cost.
export function installInstantBackend({ base, script }) {
  let step = 0;
  const json = (status, body, headers = {}) => ({ status, body, headers: { 'content-type': 'application/json', ...headers } });
  const answer = (method, path, hasBody) => {
    if (path === '/auth' && (method === 'POST' || method === 'GET')) return json(200, script.user, { 'x-auth-token': script.token });
    if (path === '/auth/method' && method === 'GET') return json(200, { method: 'password' });
    if (path === '/app/study' && method === 'PUT') {
      if (hasBody) step = Math.min(step + 1, script.steps.length - 1);
      return json(200, script.steps[step]);
    }
    console.warn(`instant backend: no answer for ${method} ${path}`);
    return json(404, { type: 'NotFound', message: `The instant backend has no ${method} ${path}.` });
  };

  // A task, not a microtask, as for a real response; MessageChannel has no timer clamping.
  const pending = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => pending.shift()?.();
  const nextTask = (run) => {
    pending.push(run);
    channel.port2.postMessage(null);
  };

  class InstantXMLHttpRequest extends EventTarget {
    static UNSENT = 0;
    static OPENED = 1;
    static HEADERS_RECEIVED = 2;
    static LOADING = 3;
    static DONE = 4;
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    response = '';
    responseType = '';
    responseURL = '';
    timeout = 0;
    withCredentials = false;
    upload = new EventTarget();
    onreadystatechange = null;
    onload = null;
    onloadend = null;
    onerror = null;
    onabort = null;
    ontimeout = null;
    #method = 'GET';
    #url = '';
    #headers = {};
    #aborted = false;

    open(method, url) {
      this.#method = String(method).toUpperCase();
      this.#url = new URL(url, location.href).href;
      this.readyState = 1;
    }
    setRequestHeader() {}
    overrideMimeType() {}
    getAllResponseHeaders() {
      return Object.entries(this.#headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
    }
    getResponseHeader(name) {
      return this.#headers[String(name).toLowerCase()] ?? null;
    }
    abort() {
      this.#aborted = true;
      this.#fire('abort');
      this.#fire('loadend');
    }
    send(body) {
      const path = this.#url.startsWith(base) ? new URL(this.#url).pathname.slice(new URL(base).pathname.length) : null;
      const reply = path === null ? json(404, { type: 'NotFound', message: 'Outside the instant backend.' }) : answer(this.#method, path, body != null && body !== '');
      nextTask(() => {
        if (this.#aborted) return;
        this.#headers = reply.headers;
        this.status = reply.status;
        this.statusText = reply.status === 200 ? 'OK' : 'Not Found';
        this.responseURL = this.#url;
        this.responseText = JSON.stringify(reply.body);
        this.response = this.responseType === 'json' ? reply.body : this.responseText;
        this.readyState = 4;
        this.#fire('readystatechange');
        this.#fire('load');
        this.#fire('loadend');
      });
    }
    #fire(type) {
      const event = new ProgressEvent(type);
      this[`on${type}`]?.call(this, event);
      this.dispatchEvent(event);
    }
  }
  window.XMLHttpRequest = InstantXMLHttpRequest;
}
