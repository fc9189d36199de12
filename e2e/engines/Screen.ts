import type { EngineDriver, Key } from './EngineDriver';
import { describe, findInPage, toPageQuery, type Query } from './findInPage';
import { waitUntil } from './waitUntil';

const MARK = 'target';
const TARGET = `[data-engine-target="${MARK}"]`;

/**
 * The screen as the learner meets it, in any engine: what they see (by role, name, label or text),
 * what they click and type. Every look waits for its condition; nothing sleeps.
 */
export class Screen {
  constructor(readonly driver: EngineDriver) {}

  private find(query: Query) {
    return this.driver.evaluate(findInPage, toPageQuery(query), MARK);
  }

  async see(query: Query): Promise<string> {
    let text = '';
    await waitUntil(`${describe(query)} on screen`, async () => {
      const found = await this.find(query);
      text = found.text;
      return found.count > 0;
    });
    return text;
  }

  async notSee(query: Query): Promise<void> {
    await waitUntil(`no ${describe(query)} on screen`, async () => (await this.find(query)).count === 0);
  }

  async count(query: Query): Promise<number> {
    return (await this.find(query)).count;
  }

  async focused(query: Query): Promise<void> {
    await waitUntil(`${describe(query)} to have the focus`, async () => (await this.find(query)).focused);
  }

  /**
   * Finds and clicks in one retried step: when a re-render replaces the element between the look and
   * the click (the new one unmarked), the click fails at once and the element is looked for again.
   */
  async click(query: Query): Promise<void> {
    await waitUntil(`${describe(query)} on screen to click`, async () => (await this.find(query)).count > 0 && this.driver.click(TARGET));
  }

  /** Clicks the field, selects what it holds and types over it, as a learner would. */
  async fill(label: string, text: string): Promise<void> {
    await this.click({ label });
    await this.driver.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement).select(), TARGET);
    await this.driver.type(text);
    await this.waitFor(`${label} to hold ${text}`, (selector, value) => (document.querySelector(selector) as HTMLInputElement).value === value, TARGET, text);
  }

  /** Picks a list's option by its text (a native select's popup is the engine's, not the page's). */
  async select(label: string, option: string): Promise<void> {
    await this.see({ label, css: 'select' });
    await this.driver.evaluate(
      (selector, wanted) => {
        const field = document.querySelector(selector) as HTMLSelectElement;
        const choice = [...field.options].find((each) => each.text === wanted);
        if (!choice) throw new Error(`no option ${wanted}`);
        field.value = choice.value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      },
      TARGET,
      option,
    );
  }

  async checked(label: string): Promise<boolean> {
    await this.see({ role: 'checkbox', name: label });
    return this.driver.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement).checked, TARGET);
  }

  async value(query: Query): Promise<string> {
    await this.see(query);
    return this.driver.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement).value, TARGET);
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
