import { useEffect } from 'react';
import { LearnerSession } from '../../../presenters/app/LearnerSession';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner';

/** /logout: signs out (server, session, identity-provider entries, analytics) and returns to sign-in. */
export function LogoutPage() {
  usePageTitle('Logout');
  const session = usePresenter(LearnerSession);
  useEffect(() => {
    void session.signOut();
  }, [session]);
  return <FullScreenSpinner label="Signing you out" />;
}
