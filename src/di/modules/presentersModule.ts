import { ContainerModule } from 'inversify';
import { AppStartup } from '../../presenters/app/AppStartup';
import { Failures } from '../../presenters/app/Failures';
import { LearnerSession } from '../../presenters/app/LearnerSession';
import { ModalNotification } from '../../presenters/app/ModalNotification';
import { SidebarState } from '../../presenters/app/SidebarState';
import { TermsAgreement } from '../../presenters/app/TermsAgreement';
import { ThemeChoice } from '../../presenters/app/ThemeChoice';
import { ToastQueue } from '../../presenters/app/ToastQueue';
import { StudyActivity } from '../../presenters/app/StudyActivity';
import { ResetPasswordPresenter, SetPasswordPresenter, UpdatePasswordPresenter } from '../../presenters/auth/PasswordPresenters';
import { SignInPresenter } from '../../presenters/auth/SignInPresenter';
import { SignUpPresenter } from '../../presenters/auth/SignUpPresenter';
import { FeatureAccess } from '../../presenters/shell/FeatureAccess';
import { ShellPresenter } from '../../presenters/shell/ShellPresenter';
import { DeckDetailPresenter } from '../../presenters/library/DeckDetailPresenter';
import { DeckListPresenter } from '../../presenters/library/DeckListPresenter';
import { LibraryQuizPresenter } from '../../presenters/library/LibraryQuizPresenter';
import { LibraryTourPresenter } from '../../presenters/library/LibraryTourPresenter';
import { ResourcesPresenter } from '../../presenters/library/ResourcesPresenter';
import { PerformancePresenter } from '../../presenters/performance/PerformancePresenter';
import { CongratulationPresenter } from '../../presenters/study/CongratulationPresenter';
import { StudyPresenter } from '../../presenters/study/StudyPresenter';
import { TodayPresenter } from '../../presenters/study/TodayPresenter';
import { FeedbackPresenter } from '../../presenters/feedback/FeedbackPresenter';
import { PreferencesPresenter } from '../../presenters/preferences/PreferencesPresenter';
import { TourPresenter } from '../../presenters/tour/TourPresenter';

/**
 * The app's client state (SPEC.md section 3) is one for the whole app, one singleton per concern; a
 * screen's presenter lives as long as its screen.
 */
export const presentersModule = new ContainerModule(({ bind }) => {
  bind(LearnerSession).toSelf().inSingletonScope();
  bind(Failures).toSelf().inSingletonScope();
  bind(ToastQueue).toSelf().inSingletonScope();
  bind(ModalNotification).toSelf().inSingletonScope();
  bind(ThemeChoice).toSelf().inSingletonScope();
  bind(SidebarState).toSelf().inSingletonScope();
  bind(TermsAgreement).toSelf().inSingletonScope();
  bind(AppStartup).toSelf().inSingletonScope();
  bind(StudyActivity).toSelf().inSingletonScope();
  bind(FeatureAccess).toSelf().inSingletonScope();
  bind(SignInPresenter).toSelf();
  bind(SignUpPresenter).toSelf();
  bind(ResetPasswordPresenter).toSelf();
  bind(SetPasswordPresenter).toSelf();
  bind(UpdatePasswordPresenter).toSelf();
  bind(ShellPresenter).toSelf();
  bind(DeckListPresenter).toSelf();
  bind(DeckDetailPresenter).toSelf();
  bind(LibraryQuizPresenter).toSelf();
  bind(ResourcesPresenter).toSelf();
  bind(LibraryTourPresenter).toSelf();
  bind(PerformancePresenter).toSelf();
  bind(TodayPresenter).toSelf();
  bind(StudyPresenter).toSelf();
  bind(CongratulationPresenter).toSelf();
  bind(PreferencesPresenter).toSelf();
  bind(FeedbackPresenter).toSelf();
  bind(TourPresenter).toSelf();
});
