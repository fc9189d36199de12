import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { LeaderboardEntry, LibraryDeck, Performance, StudyDay, TklPoint } from '../../domain';
import { LoadPerformance, SortDecks, calendarDay, studyDaysSeries } from '../../domain/usecases';
import { ANALYTICS, CLOCK, type Analytics, type Clock } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, loadInto, type Loadable } from '../app/Loadable';

/** How many days the days-studied chart shows. */
export const STUDY_DAYS_SHOWN = 28;

const PERFORMANCE_SCREEN = 'performance';
const LEARNING_MEASURE_EVENT = 'what is the learning measure';

/** What PerformancePresenter works with: adding a collaborator is one line here. */
@injectable()
class PerformancePresenterDeps {
  constructor(
    @inject(LoadPerformance) readonly loadPerformance: LoadPerformance,
    @inject(SortDecks) readonly sortDecks: SortDecks,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(CLOCK) readonly clock: Clock,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/**
 * The performance screen: the learning measure (overall TKL), its history, TKL per deck, the streak
 * and days studied, and the parts the partner may switch off (leaderboard, the percentage of learners
 * the user knows more than, the full knowledge list). A gated part shows only when the partner allows
 * it and the server sent it.
 */
@injectable()
export class PerformancePresenter {
  performance: Loadable<Performance> = LOADING;
  explainerOpen = false;

  constructor(@inject(PerformancePresenterDeps) private readonly deps: PerformancePresenterDeps) {
    makeObservable(this, {
      performance: observableRef,
      explainerOpen: observable,
      history: computed,
      decks: computed,
      studyDays: computed,
      daysStudied: computed,
      leaderboard: computed,
      percentile: computed,
      users: computed,
      leaderboardIsEveryone: computed,
      toggleExplainer: action,
    });
  }

  async load(): Promise<void> {
    this.deps.analytics.screen(PERFORMANCE_SCREEN);
    await loadInto((state) => (this.performance = state), this.deps.failures, () => this.deps.loadPerformance.execute());
  }

  /** 'What is the learning measure': opened and closed in place; opening it is an analytics event. */
  toggleExplainer(): void {
    this.explainerOpen = !this.explainerOpen;
    if (this.explainerOpen) this.deps.analytics.capture(LEARNING_MEASURE_EVENT);
  }

  private get data(): Performance | undefined {
    return this.performance.status === 'data' ? this.performance.data : undefined;
  }

  /** TKL over time, oldest first. */
  get history(): TklPoint[] {
    return [...(this.data?.tklHistory ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  /** TKL per deck, best known first (a deck not yet studied counts 0). */
  get decks(): LibraryDeck[] {
    return this.deps.sortDecks.execute({ decks: this.data?.decks ?? [], sort: { column: 'tkl', direction: 'desc' } });
  }

  /** The last STUDY_DAYS_SHOWN days in the learner's calendar, each with its count of cards answered. */
  get studyDays(): StudyDay[] {
    const today = calendarDay(this.deps.clock.now() + this.deps.clock.utcOffsetMinutes() * 60_000);
    return studyDaysSeries(this.data?.studyDays ?? [], today, STUDY_DAYS_SHOWN);
  }

  /** Days with at least one card answered, among those shown. */
  get daysStudied(): number {
    return this.studyDays.filter((day) => day.count > 0).length;
  }

  /**
   * No card answered yet: the screen leads to a first score instead of measures of nothing, where the
   * server's 0 (a share of learners, a streak) would read as a verdict on a learner not yet measured.
   */
  get nothingStudied(): boolean {
    return this.data?.cardsStudied === 0;
  }

  get leaderboard(): readonly LeaderboardEntry[] | null {
    return this.deps.session.user?.partner.showLeaderboard ? (this.data?.leaderboard ?? null) : null;
  }

  /** The share of the partner's learners this learner knows more than, where the partner shows it. */
  get percentile(): number | null {
    return this.deps.session.user?.partner.showMostKnowledgeableUsersPercentage ? (this.data?.percentile ?? null) : null;
  }

  /**
   * Everyone at the partner, where the partner shows it, unless the leaderboard already holds them all, row
   * for row (a partner of a few learners): then it is not shown twice, and `leaderboardIsEveryone` says why.
   */
  get users(): readonly LeaderboardEntry[] | null {
    return this.leaderboardIsEveryone ? null : this.everyone;
  }

  /** The leaderboard holds everyone at the partner, in the same order, with the same figures. */
  get leaderboardIsEveryone(): boolean {
    const [leaderboard, everyone] = [this.leaderboard, this.everyone];
    return (
      leaderboard !== null &&
      everyone !== null &&
      leaderboard.length === everyone.length &&
      leaderboard.every((entry, index) => entry.name === everyone[index]!.name && entry.tkl === everyone[index]!.tkl && entry.isMe === everyone[index]!.isMe)
    );
  }

  private get everyone(): readonly LeaderboardEntry[] | null {
    return this.deps.session.user?.partner.showFullUserKnowledgeList ? (this.data?.users ?? null) : null;
  }
}
