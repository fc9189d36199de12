import { inject, injectable } from 'inversify';
import type { NextStep } from '../../domain/entities';
import type { StudyApi, StudyStepRequest } from '../../ports';
import { SandboxClient } from './SandboxClient';

/** The study step against the sandbox, without HTTP: the answer record as form fields, as over HTTP. */
@injectable()
export class MemoryStudyApi implements StudyApi {
  constructor(@inject(SandboxClient) private readonly client: SandboxClient) {}

  async step({ answer, skipSurvey, reviewMore }: StudyStepRequest): Promise<NextStep> {
    const form = answer
      ? {
          id: answer.id,
          uId: answer.uId,
          dId: answer.dId,
          cId: answer.cId,
          dt: answer.dt,
          tta: answer.tta,
          ans: answer.ans,
          rawAnswers: answer.rawAnswers,
          mode: answer.mode,
        }
      : {};
    const query = { ...(skipSurvey ? { skipSurvey: true } : {}), ...(reviewMore ? { reviewMore: true } : {}) };
    return (await this.client.call('PUT', '/app/study', { query, form })).body as NextStep;
  }
}
