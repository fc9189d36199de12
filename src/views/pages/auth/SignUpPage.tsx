import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SignUpPresenter } from '../../../presenters/auth/SignUpPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { AccountForm } from '../../shared/AccountForm';
import { TextField } from '../../shared/TextField';
import { AuthCard } from './AuthCard';
import styles from './SignInPage.module.scss';
import { PATHS } from '../../../domain';

/** /signup: by application or by invitation, then signed straight in. */
export const SignUpPage = observer(function SignUpPage() {
  usePageTitle('Sign up');
  const presenter = usePresenter(SignUpPresenter);
  useEffect(() => presenter.open(), [presenter]);
  const invited = presenter.kind === 'invitation';
  return (
    <AuthCard title="Sign up" failure={presenter.failure} links={<Link to={PATHS.signInPage}>Back to Sign in</Link>}>
      <AccountForm onSubmit={() => presenter.submit()} busy={presenter.submitting} label="Sign up" busyLabel="Signing up…">
        <fieldset className={styles.choice}>
          <legend>How are you joining?</legend>
          <label>
            <input type="radio" name="kind" checked={!invited} onChange={() => presenter.setKind('application')} />
            Apply
          </label>
          <label>
            <input type="radio" name="kind" checked={invited} onChange={() => presenter.setKind('invitation')} />
            I was invited
          </label>
        </fieldset>
        <TextField label="Username" autoComplete="nickname" value={presenter.username} onChange={(v) => presenter.setUsername(v)} error={presenter.usernameError} required />
        <TextField label="E-mail" type="email" autoComplete="email" value={presenter.email} onChange={(v) => presenter.setEmail(v)} error={presenter.emailError} required />
        <TextField label="Password" type="password" autoComplete="new-password" value={presenter.password} onChange={(v) => presenter.setPassword(v)} error={presenter.passwordError} required />
        <TextField
          label={invited ? 'Invite code' : 'Invite code (optional)'}
          autoComplete="off"
          value={presenter.inviteCode}
          onChange={(v) => presenter.setInviteCode(v)}
          error={presenter.inviteCodeError}
          required={invited}
        />
      </AccountForm>
    </AuthCard>
  );
});
