import { inject, injectable } from 'inversify';
import { ANALYTICS, type Analytics } from '../../../ports';

/** Library mode's two ways through a deck: read the cards, or be quizzed on them. */
export type LibraryMode = 'browse' | 'quiz';

/** The analytics event of library mode (docs/product.md sections 2 and 9: deck selection, then a mode). */
export const LIBRARY_MODE_EVENT = 'library mode';

/** The learner chose a mode for a deck: analytics hears of it with deck_name and mode. */
@injectable()
export class ChooseLibraryMode {
  constructor(@inject(ANALYTICS) private readonly analytics: Analytics) {}

  execute({ deckName, mode }: { readonly deckName: string; readonly mode: LibraryMode }): LibraryMode {
    this.analytics.capture(LIBRARY_MODE_EVENT, { deck_name: deckName, mode });
    return mode;
  }
}
