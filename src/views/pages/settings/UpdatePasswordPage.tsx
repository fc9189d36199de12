import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { UpdatePasswordPresenter } from '../../../presenters/auth/UpdatePasswordPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { AccountForm } from '../../shared/AccountForm';
import { FormFailure } from '../../shared/FormFailure';
import { TextField } from '../../shared/TextField';
import styles from './Settings.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

/** /updatePws: change the password while signed in. */
export const UpdatePasswordPage = observer(function UpdatePasswordPage() {
  usePageTitle('Password');
  const presenter = usePresenter(UpdatePasswordPresenter);
  useEffect(() => presenter.open(), [presenter]);
  return (
    <main className={styles.formPage}>
      <p>
        <Link to={PATHS.settings}>
          <span aria-hidden="true">← </span>
          Settings
        </Link>
      </p>
      <h1>Change password</h1>
      <div className={styles.card}>
        <FormFailure failure={presenter.formFailure} />
        {presenter.form.done && (
          <p className={styles.success} role="status">
            Your password is changed.
          </p>
        )}
        <AccountForm onSubmit={() => presenter.submit()} busy={presenter.form.submitting} failingField={presenter.failingField} label="Change password" busyLabel="Saving…">
          <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={presenter.currentPassword} onChange={(v) => presenter.setCurrentPassword(v)} error={presenter.currentPasswordError} required />
          <TextField label="New password" name="password" type="password" autoComplete="new-password" value={presenter.form.password} onChange={(v) => presenter.form.setPassword(v)} error={presenter.form.passwordError} required />
          <TextField label="Confirm new password" name="confirmation" type="password" autoComplete="new-password" value={presenter.form.confirmation} onChange={(v) => presenter.form.setConfirmation(v)} error={presenter.form.confirmationError} required />
        </AccountForm>
      </div>
    </main>
  );
});
