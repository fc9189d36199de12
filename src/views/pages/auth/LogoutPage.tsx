import { useEffect } from 'react';
import { AppPresenter } from '../../../presenters/app/AppPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner';

/** /logout: signs out (server, session, identity-provider entries, analytics) and returns to sign-in. */
export function LogoutPage() {
  usePageTitle('Logout');
  const app = usePresenter(AppPresenter);
  useEffect(() => {
    void app.signOut();
  }, [app]);
  return <FullScreenSpinner label="Signing you out" />;
}
