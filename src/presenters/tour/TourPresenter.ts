import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PATHS } from '../../domain';
import { ANALYTICS, NAVIGATION, type Analytics, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { SidebarState } from '../app/SidebarState';
import { Steps } from './Steps';

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

/** What TourPresenter works with: adding a collaborator is one line here. */
@injectable()
class TourPresenterDeps {
  constructor(
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(SidebarState) readonly sidebar: SidebarState,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/**
 * A short walk through the app, step by step; the library step only where the partner enables it. While
 * it is open the side menu is held open (docs/product.md section 3's flag), so the items the steps name are in
 * view; leaving the tour lets the menu go back to how the learner left it.
 */
@injectable()
export class TourPresenter {
  readonly steps: Steps<TourStep>;

  constructor(@inject(TourPresenterDeps) private readonly deps: TourPresenterDeps) {
    this.steps = new Steps(() => (this.deps.session.user?.partner.enableLibrary ? STEPS : STEPS.filter((step) => step.id !== 'library')));
    makeAutoObservable<TourPresenter, 'deps'>(this, { deps: false, steps: false });
  }

  /** The tour is on screen: counted, and the side menu held open until `close`. */
  open(): void {
    this.deps.analytics.screen(TOUR_SCREEN);
    this.deps.sidebar.setForceOpen(true);
  }

  /** The tour has left the screen: the side menu is the learner's again. */
  close(): void {
    this.deps.sidebar.setForceOpen(false);
  }

  /** The next step, or at the last one, the end of the tour. */
  next(): void {
    if (this.steps.isLast) this.finish();
    else this.steps.next();
  }

  /** Leaving is allowed at any step; finishing and leaving both go back to Today's Cards. */
  leave(): void {
    this.deps.navigation.navigate(PATHS.start);
  }

  finish(): void {
    this.deps.navigation.navigate(PATHS.start);
  }
}
