import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SetPasswordPresenter } from '../../../presenters/auth/SetPasswordPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { AccountForm } from '../../shared/AccountForm';
import { TextField } from '../../shared/TextField';
import { AuthCard } from './AuthCard';
import styles from './SignInPage.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

/** /pws?secret=: sets a new password from the e-mailed link. */
export const SetPasswordPage = observer(function SetPasswordPage() {
  usePageTitle('Set Password');
  const presenter = usePresenter(SetPasswordPresenter);
  useEffect(() => presenter.open(), [presenter]);
  const secret = new URLSearchParams(useLocation().search).get('secret') ?? '';
  useEffect(() => presenter.setSecret(secret), [presenter, secret]);
  return (
    <AuthCard
      title="Set a new password"
      failure={presenter.form.formFailure}
      links={
        <>
          <Link to={PATHS.signInPage}>Back to Sign in</Link>
          {!presenter.form.done && <Link to={PATHS.resetPassword}>Ask for a new link</Link>}
        </>
      }
    >
      {presenter.form.done ? (
        <p className={styles.success} role="status">
          Your password is set. You can sign in with it now.
        </p>
      ) : presenter.missingSecret ? (
        <p role="alert">This link has no reset code. Please ask for a new link.</p>
      ) : (
        <AccountForm onSubmit={() => presenter.submit()} busy={presenter.form.submitting} failingField={presenter.form.failingField} label="Set password" busyLabel="Saving…">
          <TextField label="New password" name="password" type="password" autoComplete="new-password" value={presenter.form.password} onChange={(v) => presenter.form.setPassword(v)} error={presenter.form.passwordError} required />
          <TextField label="Confirm new password" name="confirmation" type="password" autoComplete="new-password" value={presenter.form.confirmation} onChange={(v) => presenter.form.setConfirmation(v)} error={presenter.form.confirmationError} required />
        </AccountForm>
      )}
    </AuthCard>
  );
});
