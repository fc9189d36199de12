import { inject, injectable } from 'inversify';
import type { NextStep, User } from '../../entities';
import { CLOCK, KEPT_PROFILE_STORE, SESSION_STORE, STUDY_API, type Clock, type KeptProfileStore, type SessionStore, type StudyApi } from '../../../ports';
import { FlushAnswers } from './FlushAnswers';

/**
 * Today's queue as it stands, for Today's Cards: answers still waiting on this device are sent first
 * (best effort: one that fails stays waiting), then PUT /app/study with no answer, which records nothing.
 * The learner and their day are then kept on the device, so that the app opens signed in without a
 * connection (AppStartup) — unless the session ended or changed hands while the day was loading.
 */
@injectable()
export class LoadToday {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(KEPT_PROFILE_STORE) private readonly keptProfiles: KeptProfileStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ learner }: { learner?: User | null } = {}): Promise<NextStep> {
    const session = this.sessions.token();
    if (learner) {
      try {
        await this.flush.execute({ userId: learner.id });
      } catch {
        // Kept for the next try; Today's Cards still shows the server's view.
      }
    }
    const today = await this.study.step({});
    if (learner && session && this.sessions.token() === session) {
      // A convenience for the next offline start: failing to keep it never fails the day.
      await this.keptProfiles.keep({ user: learner, today, keptAt: this.clock.now() }).catch(() => undefined);
    }
    return today;
  }
}
