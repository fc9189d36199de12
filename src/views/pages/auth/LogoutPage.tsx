import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PATHS } from '../../../domain';
import { SignOutPresenter } from '../../../presenters/auth/SignOutPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner';
import { AuthCard } from './AuthCard';
import { Link } from '../../shared/Link';

/**
 * /logout: signs out (server, session, identity-provider entries, analytics) and returns to sign-in; when
 * answers have not been sent yet, it first says so and offers to send them or sign out anyway.
 */
export const LogoutPage = observer(function LogoutPage() {
  usePageTitle('Logout');
  const presenter = usePresenter(SignOutPresenter);
  useEffect(() => {
    void presenter.begin();
  }, [presenter]);

  if (presenter.phase === 'checking' || presenter.phase === 'signingOut') return <FullScreenSpinner label="Signing you out" />;

  const sending = presenter.phase === 'sending';
  return (
    <AuthCard title="Answers not sent yet" failure={presenter.failure} links={<Link to={PATHS.start}>Back to Today&apos;s Cards</Link>}>
      <p>{presenter.unsentText}</p>
      <p>
        <Button onClick={() => void presenter.sendNow()} busy={sending}>
          {sending ? 'Sending…' : 'Send now'}
        </Button>{' '}
        <Button variant="secondary" onClick={() => void presenter.signOutAnyway()} busy={sending}>
          Sign out anyway
        </Button>
      </p>
    </AuthCard>
  );
});
