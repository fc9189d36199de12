import type { SandboxState } from '../model';

/** One change made through a tracked state, in the state's own terms (records are `LiveRecords`' business). */
export type StateChange =
  /** `state[part]` was set or deleted: the part as a whole, before and after. */
  | { readonly kind: 'part'; readonly part: string; readonly before: unknown; readonly after: unknown }
  /** `state[part][key]` was set or deleted (an array's dropped items come one by one). */
  | { readonly kind: 'entry'; readonly part: string; readonly key: string; readonly before: unknown; readonly after: unknown }
  /** Something inside the object `entry` at `state[part][key]` was set or deleted. */
  | { readonly kind: 'inside'; readonly part: string; readonly key: string; readonly entry: object };

/**
 * A view of `state` that reports every change made through it, so that a store can write what changed
 * and nothing else. The view is a set of proxies that change the plain state beneath them (which stays
 * plain JSON, serialised without them): the root, each part (`state.sessions`, `state.users`...), and,
 * in the parts not in `replacedParts`, every object inside an entry (a user's fields, a study day's
 * lists), so whatever a route changes, however it gets there, is reported.
 *
 * The entries of `replacedParts` (the large, write-once ones: card memory, answers, sessions...) are
 * handed out as they are, for speed, and frozen instead: an entry there is replaced, never changed in
 * place, and a change in place throws (a failed request, never a change left unwritten).
 */
export function trackChanges(state: SandboxState, replacedParts: ReadonlySet<string>, report: (change: StateChange) => void): SandboxState {
  const proxies = new WeakMap<object, object>();
  const wrap = <T extends object>(target: T, handler: () => ProxyHandler<T>): T => {
    let proxy = proxies.get(target) as T | undefined;
    if (!proxy) {
      proxy = new Proxy(target, handler());
      proxies.set(target, proxy);
      targets.set(proxy, target);
    }
    return proxy;
  };
  /** A handler whose every way of changing an object applies the change to the plain object, then calls `changed`. */
  const changes = <T extends object>(changed: (object: T, name: string, apply: () => boolean, newLength?: unknown) => boolean): ProxyHandler<T> => ({
    set: (object, name, value) => {
      const apply = () => Reflect.set(object, name, unwrapped(value));
      return typeof name === 'string' ? changed(object, name, apply, value) : apply();
    },
    deleteProperty: (object, name) => {
      const apply = () => Reflect.deleteProperty(object, name);
      return typeof name === 'string' ? changed(object, name, apply) : apply();
    },
    defineProperty: (object, name, descriptor) => {
      const apply = () => Reflect.defineProperty(object, name, 'value' in descriptor ? { ...descriptor, value: unwrapped(descriptor.value) } : descriptor);
      return typeof name === 'string' ? changed(object, name, apply, descriptor.value) : apply();
    },
  });

  const inside = (part: string, key: string, entry: object, target: object): object =>
    wrap(target, () => ({
      get: (object, name) => {
        const value: unknown = Reflect.get(object, name);
        return isObject(value) ? inside(part, key, entry, value) : value;
      },
      ...changes((_, __, apply) => {
        const done = apply();
        report({ kind: 'inside', part, key, entry });
        return done;
      }),
    }));

  const entries = (part: string, target: object): object =>
    wrap(target, () => ({
      // The entries of a replaced part are handed out as they are (frozen).
      ...(replacedParts.has(part)
        ? {}
        : {
            get: (object: object, name: string | symbol) => {
              const value: unknown = Reflect.get(object, name);
              return isObject(value) && typeof name === 'string' ? inside(part, name, value, value) : value;
            },
          }),
      ...changes((object, name, apply, newLength) => {
        if (Array.isArray(object) && name === 'length') {
          const dropped: unknown[] = newLength === undefined ? [] : object.slice(Number(newLength));
          const done = apply();
          dropped.forEach((before, index) => report({ kind: 'entry', part, key: String(object.length + index), before, after: undefined }));
          return done;
        }
        const before: unknown = Reflect.get(object, name);
        const done = apply();
        const after: unknown = Reflect.get(object, name);
        if (replacedParts.has(part)) deepFreeze(after);
        report({ kind: 'entry', part, key: name, before, after });
        return done;
      }),
    }));

  for (const part of replacedParts) freezeEntries(Reflect.get(state, part));
  untangle(state as unknown as Record<string, unknown>, replacedParts);
  const view = new Proxy(state as unknown as Record<string, unknown>, {
    get: (object, part) => {
      const value: unknown = Reflect.get(object, part);
      return isObject(value) && typeof part === 'string' ? entries(part, value) : value;
    },
    ...changes((object, part, apply) => {
      const before: unknown = Reflect.get(object, part);
      const done = apply();
      const after: unknown = Reflect.get(object, part);
      if (replacedParts.has(part)) freezeEntries(after);
      report({ kind: 'part', part, before, after });
      return done;
    }),
  });
  targets.set(view, state);
  return view as unknown as SandboxState;
}

/** Every tracking proxy, to its plain object. */
const targets = new WeakMap<object, object>();

/** The plain state beneath a tracked view (the value itself when it is not one). */
export function untracked<T>(value: T): T {
  return (isObject(value) ? (targets.get(value) as T | undefined) : undefined) ?? value;
}

/**
 * A value to put in the plain state: any part of the state in it (a user's list read through the view,
 * say) copied, so that no object is in two places, where a change made through one would be noted for
 * the other's learner only.
 */
function unwrapped(value: unknown): unknown {
  if (!isObject(value)) return value;
  const target = targets.get(value);
  if (target) return structuredClone(target);
  if (!Object.isFrozen(value)) {
    for (const [key, child] of Object.entries(value)) {
      const plain = unwrapped(child);
      if (plain !== child) (value as Record<string, unknown>)[key] = plain;
    }
  }
  return value;
}

/**
 * Makes the changeable parts of the state a tree: an object met a second time (a list two seeded
 * accounts share, say) is replaced by a copy. The entries of replaced parts are frozen: sharing them is
 * harmless.
 */
function untangle(state: Record<string, unknown>, replacedParts: ReadonlySet<string>): void {
  const seen = new Set<object>();
  const walk = (holder: Record<string, unknown>, key: string): void => {
    const value = holder[key];
    if (!isObject(value)) return;
    if (seen.has(value)) {
      holder[key] = structuredClone(value);
      return;
    }
    seen.add(value);
    for (const child of Object.keys(value)) walk(value as Record<string, unknown>, child);
  };
  for (const part of Object.keys(state)) if (!replacedParts.has(part)) walk(state, part);
}

/** Freezes every entry of a part (a map's values, a list's items). */
export function freezeEntries(part: unknown): void {
  if (isObject(part)) for (const entry of Object.values(part)) deepFreeze(entry);
}

function deepFreeze(value: unknown): void {
  if (!isObject(value) || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
