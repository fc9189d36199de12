import { makeAutoObservable } from 'mobx';

/** SPEC.md section 3's notification value: a blocking message the learner dismisses with 'Got it'. */
export class ModalNotification {
  text: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  notify(text: string): void {
    this.text = text;
  }

  dismiss(): void {
    this.text = null;
  }
}
