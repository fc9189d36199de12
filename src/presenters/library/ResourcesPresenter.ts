import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { ExtraResource } from '../../domain';
import { openableHttpUrl } from '../../domain';
import { LoadExtraResources, SortResources, type SortDirection } from '../../domain/usecases';
import { Failures } from '../app/Failures';
import { LOADING, loadInto, type Loadable } from '../app/Loadable';

/** A resource as listed: its url only when it may be opened (http or https). */
export interface ResourceRow {
  readonly id: string;
  readonly title: string;
  readonly href: string | null;
}

/** What ResourcesPresenter works with: adding a collaborator is one line here. */
@injectable()
class ResourcesPresenterDeps {
  constructor(
    @inject(LoadExtraResources) readonly loadResources: LoadExtraResources,
    @inject(SortResources) readonly sortResources: SortResources,
    @inject(Failures) readonly failures: Failures,
  ) {}
}

/** The extra resources (docs/product.md section 2): sortable forward or reverse by name; a failure has no reset. */
@injectable()
export class ResourcesPresenter {
  resources: Loadable<ExtraResource[]> = LOADING;
  direction: SortDirection = 'asc';

  constructor(@inject(ResourcesPresenterDeps) private readonly deps: ResourcesPresenterDeps) {
    makeObservable(this, {
      resources: observableRef,
      direction: observable,
      rows: computed,
      toggleDirection: action,
    });
  }

  async load(): Promise<void> {
    await loadInto((state) => (this.resources = state), this.deps.failures, () => this.deps.loadResources.execute());
  }

  get rows(): ResourceRow[] {
    if (this.resources.status !== 'data') return [];
    return this.deps.sortResources
      .execute({ resources: this.resources.data, direction: this.direction })
      .map(({ id, title, url }) => ({ id, title, href: openableHttpUrl(url) }));
  }

  toggleDirection(): void {
    this.direction = this.direction === 'asc' ? 'desc' : 'asc';
  }
}
