import { injectable } from 'inversify';
import type { ExtraResource } from '../../entities';
import type { SortDirection } from './SortDecks';

const titles = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The resources list, by title forward (asc) or reverse (desc); equal titles keep id order. */
@injectable()
export class SortResources {
  execute({ resources, direction }: { readonly resources: readonly ExtraResource[]; readonly direction: SortDirection }): ExtraResource[] {
    const sign = direction === 'asc' ? 1 : -1;
    return [...resources].sort((a, b) => sign * (titles.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  }
}
