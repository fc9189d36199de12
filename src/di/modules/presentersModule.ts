import { ContainerModule } from 'inversify';
import { AppPresenter } from '../../presenters/app/AppPresenter';
import { StudyActivity } from '../../presenters/app/StudyActivity';
import { SignInPresenter } from '../../presenters/auth/SignInPresenter';

/** The app's client state is one for the whole app; a screen's presenter lives as long as its screen. */
export const presentersModule = new ContainerModule(({ bind }) => {
  bind(AppPresenter).toSelf().inSingletonScope();
  bind(StudyActivity).toSelf().inSingletonScope();
  bind(SignInPresenter).toSelf();
});
