import { makeAutoObservable } from 'mobx';
import { Mode } from '../../domain';

/**
 * Whether the learner is in the middle of a study session, shared by the study screens (which write
 * it) and the shell and route guards (which read it): docs/product.md section 2 disables Performance and
 * Library mid-session unless the session is in Review or Survey mode, and hides the tab bar.
 */
export class StudyActivity {
  /** A study session is under way (the learner started it and cards remain). */
  active = false;
  /** The current session's mode, once the server has said. */
  mode: Mode | null = null;
  /** Cards remain to review today (the bottom tab bar hides while any do). */
  cardsRemaining = 0;

  constructor() {
    makeAutoObservable(this);
  }

  /** Mid-session for the guards: a session is active and it is not in Review or Survey mode. */
  get midSession(): boolean {
    return this.active && this.mode !== Mode.Review && this.mode !== Mode.Survey;
  }

  update(state: { active: boolean; mode: Mode | null; cardsRemaining: number }): void {
    this.active = state.active;
    this.mode = state.mode;
    this.cardsRemaining = state.cardsRemaining;
  }

  end(): void {
    this.update({ active: false, mode: null, cardsRemaining: 0 });
  }
}
