/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ContainerProvider } from '../../src/views/container/ContainerContext';
import { DeckDetailPage } from '../../src/views/pages/library/DeckDetailPage';
import { deck, givenALearner, recall } from '../support/world';

/** A deck of two cards opened at /library/deck/capitals in a window this wide. */
async function deckOpenedAt(width: number): Promise<HTMLDetailsElement> {
  const world = await givenALearner({ decks: [deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima')], 'Capitals')] });
  world.browser.resize(width);
  await act(async () => {
    render(
      <ContainerProvider container={world.container}>
        <MemoryRouter initialEntries={['/library/deck/capitals']}>
          <Routes>
            <Route path="/library/deck/:deckId" element={<DeckDetailPage />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return screen.getByText('Cards in this deck (2)').closest('details')!;
}

describe("a deck's card list (decision 0195)", () => {
  it('given a desktop-wide window, when the deck opens, then its cards are listed under the modes', async () => {
    expect((await deckOpenedAt(1280)).open).toBe(true);
  });

  it('given a phone, when the deck opens, then its cards are folded under their count', async () => {
    expect((await deckOpenedAt(390)).open).toBe(false);
  });
});
