import { expect, signIn, test } from './support/fixtures';
import { answerByKeyboard, card, currentCardId, waitForChange } from './support/study';

/* A picture card on a small laptop's screen: the picture large enough to make out, the result still in view. */

/** The smallest a question's picture is drawn at 1366x657, a laptop with the browser's bars. */
const PICTURE_HEIGHT = 180;

test('given the seed\'s first picture card at 1366x657, when it shows and is answered, then its picture is drawn at least 180px tall and the verdict, explanation and Next are on screen together', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 657 });
  await signIn(page, 'new@demo.test');
  await page.getByRole('button', { name: 'Start' }).click();
  const picture = card(page).locator('section img').first();
  for (let answered = 0; (await picture.count()) === 0; answered += 1) {
    expect(answered, 'a picture card in the day').toBeLessThan(20);
    const id = await currentCardId(page);
    await answerByKeyboard(page);
    await waitForChange(page, id);
    await expect(card(page)).toBeVisible();
  }

  await expect(picture).toBeInViewport({ ratio: 1 });
  expect((await picture.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(PICTURE_HEIGHT);

  const type = Number(await card(page).getAttribute('data-question-type'));
  expect(type, 'the seed\'s first picture card is answered by choice or typing').toBeGreaterThanOrEqual(1);
  if (type === 1) await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first().click();
  else {
    await page.getByRole('textbox', { name: 'Your answer' }).fill('my answer');
    await page.getByRole('button', { name: /^Check/ }).click();
  }
  const shown = [card(page).getByText(/^(Right!|Not quite\.)/), page.getByRole('button', { name: /^Next/ }), page.locator('#card-explanation')];
  for (const part of shown) await expect(part).toBeInViewport({ ratio: 1 });
});
