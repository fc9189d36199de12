import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PATHS } from '../../domain';
import { ANALYTICS, NAVIGATION, type Analytics, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';

const TOUR_SCREEN = 'tour';

export interface TourStep {
  readonly id: 'cards' | 'study' | 'streak' | 'tkl' | 'library';
  readonly title: string;
  readonly text: string;
}

const STEPS: readonly TourStep[] = [
  {
    id: 'cards',
    title: "Today's Cards",
    text: "Each day starts on Today's Cards. It shows what is due: Main (new material), Review (cards you are about to forget) and Survey (a few short questions).",
  },
  {
    id: 'study',
    title: 'Studying',
    text: 'Press Start to answer your cards one after another. Answer honestly: each card comes back just before you would forget it.',
  },
  {
    id: 'streak',
    title: 'Your streak',
    text: 'Finish your cards on consecutive days to grow your streak. A few minutes a day is all it takes.',
  },
  {
    id: 'tkl',
    title: 'TKL: True Knowledge Level',
    text: 'TKL estimates how well you know all your material right now: the score you would be predicted to get on a pop quiz.',
  },
  {
    id: 'library',
    title: 'The library',
    text: 'The library lists every deck with its TKL. Open a deck to browse or quiz yourself, and find extra resources there too.',
  },
];

/** A short walk through the app, step by step; the library step only where the partner enables it. */
@injectable()
export class TourPresenter {
  index = 0;

  constructor(
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {
    makeAutoObservable<TourPresenter, 'session' | 'navigation' | 'analytics'>(this, {
      session: false,
      navigation: false,
      analytics: false,
    });
  }

  open(): void {
    this.analytics.screen(TOUR_SCREEN);
  }

  get steps(): readonly TourStep[] {
    return this.session.user?.partner.enableLibrary ? STEPS : STEPS.filter((step) => step.id !== 'library');
  }

  get step(): TourStep {
    return this.steps[Math.min(this.index, this.steps.length - 1)]!;
  }

  get isFirst(): boolean {
    return this.index === 0;
  }

  get isLast(): boolean {
    return this.index >= this.steps.length - 1;
  }

  next(): void {
    if (this.isLast) this.finish();
    else this.index += 1;
  }

  back(): void {
    if (!this.isFirst) this.index -= 1;
  }

  goTo(index: number): void {
    if (index >= 0 && index < this.steps.length) this.index = index;
  }

  /** Leaving is allowed at any step; finishing and leaving both go back to Today's Cards. */
  leave(): void {
    this.navigation.navigate(PATHS.start);
  }

  finish(): void {
    this.navigation.navigate(PATHS.start);
  }
}
