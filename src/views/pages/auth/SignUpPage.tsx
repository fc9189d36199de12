import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { SignUpPresenter, type SignUpKind } from '../../../presenters/auth/SignUpPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { AccountForm } from '../../shared/AccountForm';
import { TextField } from '../../shared/TextField';
import { AuthCard } from './AuthCard';
import styles from './SignInPage.module.scss';
import ownStyles from './SignUpPage.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

/** The two ways to join, a sentence each. */
const JOINING: readonly { kind: SignUpKind; name: string; text: string }[] = [
  { kind: 'application', name: 'Apply', text: 'Create an account yourself and start studying straight away.' },
  { kind: 'invitation', name: 'I was invited', text: 'Your supervisor sent you an invitation: use the e-mail address it went to and its code.' },
];

/** What the optional invite code does on an application. */
const INVITE_CODE_FOR = "A code from your organisation puts you in its group, with its cards. Leave it empty if you have none.";

/** /signup: by application or by invitation, then signed straight in. */
export const SignUpPage = observer(function SignUpPage() {
  usePageTitle('Sign up');
  const presenter = usePresenter(SignUpPresenter);
  useEffect(() => presenter.open(), [presenter]);
  const invited = presenter.kind === 'invitation';
  return (
    <AuthCard title="Sign up" failure={presenter.formFailure} links={<Link to={PATHS.signInPage}>Back to Sign in</Link>}>
      <AccountForm onSubmit={() => presenter.submit()} busy={presenter.submitting} failingField={presenter.failingField} label="Sign up" busyLabel="Signing up…">
        <div className={styles.signUpFields}>
          <fieldset className={ownStyles.choice}>
            <legend>How are you joining?</legend>
            {JOINING.map(({ kind, name, text }) => (
              <div key={kind} className={ownStyles.option}>
                <label>
                  <input type="radio" name="kind" checked={presenter.kind === kind} onChange={() => presenter.setKind(kind)} aria-describedby={`join-${kind}`} />
                  {name}
                </label>
                <p id={`join-${kind}`}>{text}</p>
              </div>
            ))}
          </fieldset>
          <TextField label="Username" name="username" autoComplete="nickname" value={presenter.username} onChange={(v) => presenter.setUsername(v)} error={presenter.usernameError} required />
          <TextField label="E-mail" name="email" type="email" autoComplete="email" value={presenter.email} onChange={(v) => presenter.setEmail(v)} error={presenter.emailError} required />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" value={presenter.password} onChange={(v) => presenter.setPassword(v)} error={presenter.passwordError} required />
          <TextField
            label={invited ? 'Invite code' : 'Invite code (optional)'}
            name="inviteCode"
            hint={invited ? 'The code in your invitation.' : INVITE_CODE_FOR}
            autoComplete="off"
            value={presenter.inviteCode}
            onChange={(v) => presenter.setInviteCode(v)}
            error={presenter.inviteCodeError}
            required={invited}
          />
        </div>
      </AccountForm>
    </AuthCard>
  );
});
