import { ContainerModule } from 'inversify';
import { AppStartup } from '../../presenters/app/AppStartup';
import { AppUpdate } from '../../presenters/app/AppUpdate';
import { Failures } from '../../presenters/app/Failures';
import { LearnerSession } from '../../presenters/app/LearnerSession';
import { ModalNotification } from '../../presenters/app/ModalNotification';
import { StorageWarning } from '../../presenters/app/StorageWarning';
import { SidebarState } from '../../presenters/app/SidebarState';
import { TermsAgreement } from '../../presenters/app/TermsAgreement';
import { ThemeChoice } from '../../presenters/app/ThemeChoice';
import { ToastQueue } from '../../presenters/app/ToastQueue';
import { StudyActivity } from '../../presenters/app/StudyActivity';
import { FeatureAccess } from '../../presenters/shell/FeatureAccess';

/**
 * The app's client state (docs/product.md section 3) is one for the whole app, one singleton per concern. A
 * screen's presenter and every use case are not bound here: the container resolves them by class
 * (autobind), a new one each time, so a screen's presenter lives as long as its screen and is bundled
 * with it.
 */
export const presentersModule = new ContainerModule(({ bind }) => {
  bind(LearnerSession).toSelf().inSingletonScope();
  bind(Failures).toSelf().inSingletonScope();
  bind(ToastQueue).toSelf().inSingletonScope();
  bind(ModalNotification).toSelf().inSingletonScope();
  bind(StorageWarning).toSelf().inSingletonScope();
  bind(ThemeChoice).toSelf().inSingletonScope();
  bind(SidebarState).toSelf().inSingletonScope();
  bind(TermsAgreement).toSelf().inSingletonScope();
  bind(AppStartup).toSelf().inSingletonScope();
  bind(AppUpdate).toSelf().inSingletonScope();
  bind(StudyActivity).toSelf().inSingletonScope();
  bind(FeatureAccess).toSelf().inSingletonScope();
});
