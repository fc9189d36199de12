import { inject, injectable } from 'inversify';
import type { ExtraResource } from '../../entities';
import { LIBRARY_API, type LibraryApi } from '../../../ports';

/** The extra resources (GET /app/library/extra-resources). */
@injectable()
export class LoadExtraResources {
  constructor(@inject(LIBRARY_API) private readonly library: LibraryApi) {}

  execute(): Promise<ExtraResource[]> {
    return this.library.extraResources();
  }
}
