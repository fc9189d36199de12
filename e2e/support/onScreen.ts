import type { Locator, Page } from '@playwright/test';

/* Where a learner sees a part of the screen, for the browser tests of layout. */

/** Whether the locator's whole box is inside the viewport: on the first screen, with no scrolling. */
export async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

/** Whether the learner sees (and can tap) the element where it is now: its middle on screen, and nothing on top of it. */
export async function seenWhereItIs(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && element.contains(top);
  });
}

/** Whether two elements' boxes overlap on the screen. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element has no box');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}
