import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SetPasswordPresenter } from '../../../presenters/auth/PasswordPresenters';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import { AuthCard } from './AuthCard';
import styles from './SignInPage.module.scss';

/** /pws?secret=: sets a new password from the e-mailed link. */
export const SetPasswordPage = observer(function SetPasswordPage() {
  usePageTitle('Set Password');
  const presenter = usePresenter(SetPasswordPresenter);
  const [params] = useSearchParams();
  const secret = params.get('secret') ?? '';
  useEffect(() => presenter.setSecret(secret), [presenter, secret]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };
  return (
    <AuthCard title="Set a new password" failure={presenter.failure}>
      {presenter.done ? (
        <p className={styles.success} role="status">
          Your password is set. You can sign in with it now.
        </p>
      ) : presenter.missingSecret ? (
        <p role="alert">This link has no reset code. Please ask for a new link.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-busy={presenter.submitting}>
          <TextField label="New password" type="password" autoComplete="new-password" value={presenter.password} onChange={(v) => presenter.setPassword(v)} error={presenter.passwordError} required />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" value={presenter.confirmation} onChange={(v) => presenter.setConfirmation(v)} error={presenter.confirmationError} required />
          <Button type="submit" block disabled={presenter.submitting}>
            {presenter.submitting ? 'Saving…' : 'Set password'}
          </Button>
        </form>
      )}
      <p className={styles.links}>
        <Link to="/signin">Back to Sign in</Link>
        {!presenter.done && <Link to="/resetPws">Ask for a new link</Link>}
      </p>
    </AuthCard>
  );
});
