import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { FlushAnswers } from '../../domain/usecases';
import { CONNECTIVITY, type Connectivity } from '../../ports';
import { Failures } from './Failures';
import { LearnerSession } from './LearnerSession';

/**
 * Answers kept on this device (study and library alike) are sent whenever the connection returns while
 * a learner is signed in, whatever the screen: the study screen and the library quiz also send them
 * (and show what they wait for), and `FlushAnswers` runs one send at a time, so none goes twice. Those
 * left from an earlier visit (an app opened offline) are sent as soon as the learner is signed in again;
 * a learner let in from the profile kept on this device has theirs sent once the backend confirmed the
 * session, not before.
 */
@injectable()
export class KeptAnswers {
  constructor(
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
  ) {}

  /**
   * While the signed-in screens are mounted: sends what is waiting now (when online), again whenever the
   * connection returns, and once the session let in from the device is confirmed. Returns the disposer
   * for the view's effect clean-up.
   */
  attach(): () => void {
    if (this.connectivity.isOnline()) void this.send();
    const stopWatching = this.connectivity.onChange((online) => {
      if (online) void this.send();
    });
    const stopReacting = reaction(
      () => this.session.fromDevice,
      (fromDevice) => {
        if (!fromDevice) void this.send();
      },
    );
    return () => {
      stopWatching();
      stopReacting();
    };
  }

  /** Sends what is waiting; a failure keeps it for the next try and is only noted (a screen shows its own). */
  async send(): Promise<void> {
    const userId = this.session.learnerId;
    if (userId === null || this.session.fromDevice) return;
    try {
      await this.flush.execute({ userId });
    } catch (error) {
      this.failures.noteFailure(error);
    }
  }
}
