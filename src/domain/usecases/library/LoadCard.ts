import { inject, injectable } from 'inversify';
import type { StudyCard } from '../../entities';
import { LIBRARY_API, type LibraryApi } from '../../../ports';

/** One card in full, as a study card (GET /app/library/cards/{cardId}). */
@injectable()
export class LoadCard {
  constructor(@inject(LIBRARY_API) private readonly library: LibraryApi) {}

  execute({ cardId }: { readonly cardId: string }): Promise<StudyCard> {
    return this.library.card(cardId);
  }
}
