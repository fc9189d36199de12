import type { EngineDriver, Key } from './EngineDriver';
import { describe, findInPage, toPageQuery, type Query } from './findInPage';
import { waitUntil } from './waitUntil';

const MARK = 'target';
const TARGET = `[data-engine-target="${MARK}"]`;

/**
 * The screen as the learner meets it, in any engine: what they see (by role, name, label, value or text),
 * what they click and type. Every look waits for its condition; nothing sleeps.
 */
export class Screen {
  constructor(readonly driver: EngineDriver) {}

  private find(query: Query) {
    return this.driver.evaluate(findInPage, toPageQuery(query), MARK);
  }

  async see(query: Query): Promise<void> {
    await waitUntil(`${describe(query)} on screen`, async () => (await this.find(query)).count > 0);
  }

  async notSee(query: Query): Promise<void> {
    await waitUntil(`no ${describe(query)} on screen`, async () => (await this.find(query)).count === 0);
  }

  async focused(query: Query): Promise<void> {
    await waitUntil(`${describe(query)} to have the focus`, async () => (await this.find(query)).focused);
  }

  /**
   * Looks for the element and acts on it in one retried step: `act` answers false when the element the
   * look marked is gone (a re-render replaced it between the look and the act, the new one unmarked),
   * and the element is looked for again, where a look followed by an act would fail at once.
   */
  private async act(query: Query, what: string, act: () => Promise<boolean>): Promise<void> {
    await waitUntil(`${describe(query)} on screen ${what}`, async () => (await this.find(query)).count > 0 && act());
  }

  async click(query: Query): Promise<void> {
    await this.act(query, 'to click', () => this.driver.click(TARGET));
  }

  /**
   * Clicks the field, selects what it holds and types over it, as a learner would, and waits until it
   * holds the text. A field replaced before it holds the text (the typing lost with the old one) is
   * filled again.
   */
  async fill(label: string, text: string): Promise<void> {
    await this.act({ label }, `to fill with ${text}`, async () => {
      const selected = (await this.driver.click(TARGET)) && (await this.driver.evaluate(selectInPage, TARGET));
      if (!selected) return false;
      await this.driver.type(text);
      let replaced = false;
      await waitUntil(`${label} to hold ${text}`, async () => {
        const value = await this.driver.evaluate(valueInPage, TARGET);
        replaced = value === null;
        return replaced || value === text;
      });
      return !replaced;
    });
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  /** Waits until a check run in the page answers true. */
  async waitFor<A extends unknown[]>(what: string, check: (...args: A) => boolean, ...args: A): Promise<void> {
    await waitUntil(what, () => this.driver.evaluate(check, ...args));
  }

  async path(): Promise<string> {
    return new URL(await this.driver.url()).pathname;
  }

  async atPath(pattern: RegExp): Promise<void> {
    await waitUntil(`an address like ${pattern}`, async () => pattern.test(await this.path()));
  }
}

/** Runs in the page: selects what the marked field holds; false when no element is marked. */
function selectInPage(selector: string): boolean {
  const field = document.querySelector<HTMLInputElement>(selector);
  field?.select();
  return field !== null;
}

/** Runs in the page: what the marked field holds; null when no element is marked. */
function valueInPage(selector: string): string | null {
  return document.querySelector<HTMLInputElement>(selector)?.value ?? null;
}
