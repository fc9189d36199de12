import { ContainerModule } from 'inversify';
import { AcceptAgreement, SignIn, SignInWithStoredToken, SignOut } from '../../domain/usecases';

/** Use cases are stateless: a new one per resolution costs nothing and shares nothing. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(SignIn).toSelf();
  bind(SignInWithStoredToken).toSelf();
  bind(SignOut).toSelf();
  bind(AcceptAgreement).toSelf();
});
