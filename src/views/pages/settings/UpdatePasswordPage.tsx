import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { UpdatePasswordPresenter } from '../../../presenters/auth/PasswordPresenters';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import styles from './Settings.module.scss';

/** /updatePws: change the password while signed in. */
export const UpdatePasswordPage = observer(function UpdatePasswordPage() {
  usePageTitle('Password');
  const presenter = usePresenter(UpdatePasswordPresenter);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };
  return (
    <main className={styles.page}>
      <p>
        <Link to="/settings">Settings</Link>
      </p>
      <h1>Change password</h1>
      <div className={styles.card}>
        {presenter.failure && (
          <div className={styles.failure} role="alert">
            <strong>{presenter.failure.title}</strong>
            {presenter.failure.text}
          </div>
        )}
        {presenter.done && (
          <p className={styles.success} role="status">
            Your password is changed.
          </p>
        )}
        <form onSubmit={onSubmit} noValidate aria-busy={presenter.submitting}>
          <TextField label="Current password" type="password" autoComplete="current-password" value={presenter.currentPassword} onChange={(v) => presenter.setCurrentPassword(v)} error={presenter.currentPasswordError} required />
          <TextField label="New password" type="password" autoComplete="new-password" value={presenter.newPassword} onChange={(v) => presenter.setNewPassword(v)} error={presenter.newPasswordError} required />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" value={presenter.confirmation} onChange={(v) => presenter.setConfirmation(v)} error={presenter.confirmationError} required />
          <Button type="submit" block disabled={presenter.submitting}>
            {presenter.submitting ? 'Saving…' : 'Change password'}
          </Button>
        </form>
      </div>
    </main>
  );
});
