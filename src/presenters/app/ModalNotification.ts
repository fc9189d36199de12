import { makeAutoObservable } from 'mobx';

/** docs/product.md section 3's notification value: a blocking message the learner dismisses with 'Got it'. */
export class ModalNotification {
  text: string | null = null;
  /** The message's heading, when it has its own. */
  title: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  notify(text: string, title: string | null = null): void {
    this.text = text;
    this.title = title;
  }

  dismiss(): void {
    this.text = null;
    this.title = null;
  }
}
