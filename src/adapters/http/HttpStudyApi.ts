import { inject, injectable } from 'inversify';
import type { AnswerRecord, NextStep } from '../../domain/entities';
import { UNKNOWN_CODE_REPORTS, type StudyApi, type StudyStepRequest, type UnknownCodeReports } from '../../ports';
import { StudyResponseDto } from './dto';
import type { FormFields } from './formBody';
import { HttpClient } from './HttpClient';
import { stepWithMediaUnder } from './mediaUnderApi';
import { parseOne } from './parseResponse';

/** PUT /app/study: records the answer, if any, and answers the next step. */
@injectable()
export class HttpStudyApi implements StudyApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(UNKNOWN_CODE_REPORTS) private readonly unknownCodes: UnknownCodeReports,
  ) {}

  step({ answer, skipSurvey, reviewMore }: StudyStepRequest): Promise<NextStep> {
    return this.http.call(
      {
        method: 'PUT',
        path: '/app/study',
        query: skipSurvey || reviewMore ? { ...(skipSurvey ? { skipSurvey: true } : {}), ...(reviewMore ? { reviewMore: true } : {}) } : undefined,
        form: answer ? answerFields(answer) : undefined,
        timeout: answer ? 'answer' : 'request',
      },
      ({ data }) => stepWithMediaUnder(this.http.baseUrl, parseOne(StudyResponseDto, data).toDomain(this.unknownCodes.notice)),
    );
  }
}

function answerFields(answer: AnswerRecord): FormFields {
  return {
    id: answer.id,
    uId: answer.userId,
    dId: answer.deckId,
    cId: answer.cardId,
    dt: answer.answeredAt,
    tta: answer.timeToAnswerMs,
    ans: answer.answer,
    rawAnswers: answer.rawAnswers,
    mode: answer.mode,
  };
}
