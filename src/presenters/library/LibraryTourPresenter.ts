import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PATHS, type AppError } from '../../domain';
import { MarkLibraryTourShown } from '../../domain/usecases';
import { NAVIGATION, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { submitForm } from '../app/submitForm';
import { Steps } from '../tour/Steps';

export interface LibraryTourStep {
  /** Which part of the library the step describes, for its picture. */
  readonly id: 'decks' | 'deckTkl' | 'find' | 'open';
  readonly title: string;
  readonly text: string;
}

/** What the library tour says, one step at a time. */
const LIBRARY_TOUR_STEPS: readonly LibraryTourStep[] = [
  {
    id: 'decks',
    title: 'Welcome to the Library',
    text: 'The Library holds every content deck your organisation has given you, and extra resources to read.',
  },
  {
    id: 'deckTkl',
    title: 'Your TKL for each deck',
    text: 'TKL (True Knowledge Level) estimates how well you know a deck right now: the score you would be predicted to get on a pop quiz. N/A means you have not answered any of its cards yet.',
  },
  {
    id: 'find',
    title: 'Find and sort',
    text: 'Search decks by name, and sort them by name or by TKL to see where you are strongest and where to focus.',
  },
  {
    id: 'open',
    title: 'Browse or quiz',
    text: 'Open a deck to browse its cards, or quiz yourself on them. Quiz answers count towards your TKL.',
  },
];

/** What LibraryTourPresenter works with: adding a collaborator is one line here. */
@injectable()
class LibraryTourPresenterDeps {
  constructor(
    @inject(MarkLibraryTourShown) readonly markShown: MarkLibraryTourShown,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(NAVIGATION) readonly navigation: Navigation,
  ) {}
}

/**
 * The library tour (/library_tour): shown until the learner has finished it once. Finishing (or
 * skipping) saves libraryTourShown through PUT /app/user and leads to the library.
 */
@injectable()
export class LibraryTourPresenter {
  readonly steps = new Steps(() => LIBRARY_TOUR_STEPS);
  /** True while finishing (saving that the tour was shown). */
  submitting = false;
  failure: AppError | null = null;

  constructor(@inject(LibraryTourPresenterDeps) private readonly deps: LibraryTourPresenterDeps) {
    makeAutoObservable<LibraryTourPresenter, 'deps'>(this, { deps: false, steps: false });
  }

  /** The learner has already seen the tour: the library opens straight away. */
  get alreadyShown(): boolean {
    return this.deps.session.user?.libraryTourShown === true;
  }

  /** Saves that the tour was shown (once, even on a double click) and opens the library. */
  async finish(): Promise<boolean> {
    const user = this.deps.session.user;
    if (this.submitting || !user) return false;
    return submitForm(this, this.deps.failures, async () => {
      const saved = await this.deps.markShown.execute({ user });
      this.deps.session.updateUser(saved);
      this.deps.navigation.navigate(PATHS.library, { replace: true });
    });
  }
}
