import { ContainerModule } from 'inversify';
import {
  AnswerQueue,
  FlushAnswers,
  LoadToday,
  ReviewTenMore,
  SkipSurvey,
  StartStudy,
  StudyCycles,
  SubmitAnswer,
} from '../../domain/usecases/study';
import {
  AcceptAgreement,
  CheckSignInMethod,
  CompleteSingleSignOn,
  RequestPasswordReset,
  SetPasswordFromSecret,
  SignIn,
  SignInWithStoredToken,
  SignOut,
  SignUpByApplication,
  SignUpByInvitation,
  StartSingleSignOn,
  UpdatePassword,
} from '../../domain/usecases';
import {
  AnswerLibraryCard,
  ChooseLibraryMode,
  FilterDecks,
  LoadCard,
  LoadDeckCards,
  LoadDecks,
  LoadExtraResources,
  LoadPerformance,
  MarkLibraryTourShown,
  SortDecks,
  SortResources,
} from '../../domain/usecases';

import { SaveUserPreferences, SendFeedback } from '../../domain/usecases';

/** Use cases are stateless: a new one per resolution costs nothing and shares nothing. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(SignIn).toSelf();
  bind(SignInWithStoredToken).toSelf();
  bind(SignOut).toSelf();
  bind(AcceptAgreement).toSelf();
  bind(CheckSignInMethod).toSelf();
  bind(StartSingleSignOn).toSelf();
  bind(CompleteSingleSignOn).toSelf();
  bind(SignUpByApplication).toSelf();
  bind(SignUpByInvitation).toSelf();
  bind(RequestPasswordReset).toSelf();
  bind(SetPasswordFromSecret).toSelf();
  bind(UpdatePassword).toSelf();
  bind(SortDecks).toSelf();
  bind(FilterDecks).toSelf();
  bind(LoadDecks).toSelf();
  bind(LoadDeckCards).toSelf();
  bind(LoadCard).toSelf();
  bind(LoadExtraResources).toSelf();
  bind(SortResources).toSelf();
  bind(MarkLibraryTourShown).toSelf();
  bind(ChooseLibraryMode).toSelf();
  bind(LoadPerformance).toSelf();
  bind(AnswerLibraryCard).toSelf();
  bind(SaveUserPreferences).toSelf();
  bind(SendFeedback).toSelf();
  bind(AnswerQueue).toSelf();
  bind(StudyCycles).toSelf();
  bind(FlushAnswers).toSelf();
  bind(LoadToday).toSelf();
  bind(StartStudy).toSelf();
  bind(SubmitAnswer).toSelf();
  bind(ReviewTenMore).toSelf();
  bind(SkipSurvey).toSelf();
});
