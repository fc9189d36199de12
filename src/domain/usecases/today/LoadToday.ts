import { inject, injectable } from 'inversify';
import type { NextStep, User } from '../../entities';
import { CLOCK, KEPT_PROFILE_STORE, SESSION_STORE, STUDY_API, type Clock, type KeptProfileStore, type SessionStore, type StudyApi } from '../../../ports';

/**
 * Today's queue as it stands, for Today's Cards (PUT /app/study with no answer), then the learner and
 * their day kept on the device for an offline start, unless the session changed while the day loaded.
 */
@injectable()
export class LoadToday {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(KEPT_PROFILE_STORE) private readonly keptProfiles: KeptProfileStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ learner }: { learner?: User | null } = {}): Promise<NextStep> {
    const session = this.sessions.token();
    const today = await this.study.step({});
    if (learner && session && this.sessions.token() === session) {
      // A convenience for the next offline start: failing to keep it never fails the day.
      await this.keptProfiles.keep({ user: learner, today, keptAt: this.clock.now() }).catch(() => undefined);
    }
    return today;
  }
}
