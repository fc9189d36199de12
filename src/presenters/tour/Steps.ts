import { makeAutoObservable } from 'mobx';

/**
 * Stepping through a list one item at a time, as both tours do: Back and Next stay within the list, a
 * step can be picked by its position, and a list that shrinks (the app tour without its library step)
 * leaves the position on its last item.
 */
export class Steps<S> {
  index = 0;
  readonly #list: () => readonly S[];

  constructor(list: () => readonly S[]) {
    this.#list = list;
    makeAutoObservable(this);
  }

  get all(): readonly S[] {
    return this.#list();
  }

  get current(): S {
    const all = this.all;
    return all[Math.min(this.index, all.length - 1)]!;
  }

  get isFirst(): boolean {
    return this.index === 0;
  }

  get isLast(): boolean {
    return this.index >= this.all.length - 1;
  }

  next(): void {
    if (!this.isLast) this.index += 1;
  }

  back(): void {
    if (!this.isFirst) this.index -= 1;
  }

  goTo(index: number): void {
    if (Number.isInteger(index) && index >= 0 && index < this.all.length) this.index = index;
  }
}
