import { observer } from 'mobx-react-lite';
import { SignInPresenter } from '../../../presenters/auth/SignInPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { AccountForm } from '../../shared/AccountForm';
import { TextField } from '../../shared/TextField';
import { AuthCard } from './AuthCard';
import styles from './SignInPage.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

export const SignInPage = observer(function SignInPage() {
  usePageTitle('Sign in');
  const presenter = usePresenter(SignInPresenter);

  const demoAccounts =
    presenter.demoAccounts.length > 0 ? (
      <aside className={styles.demo} aria-labelledby="demo-accounts">
        <h2 id="demo-accounts">Demo accounts (sandbox)</h2>
        <ul>
          {presenter.demoAccounts.map((account) => (
            <li key={account.email}>
              <button type="button" className={styles.demoButton} onClick={() => presenter.fillDemoAccount(account)}>
                {account.email}
                <span>{account.note}</span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
    ) : undefined;

  return (
    <AuthCard
      title="Sign in"
      failure={presenter.failure}
      aside={demoAccounts}
      links={
        <span>
          New here? <Link to={PATHS.signUp}>Sign up</Link>
        </span>
      }
    >
      <AccountForm onSubmit={() => presenter.submit()} busy={presenter.submitting} failingField={presenter.failingField} disabled={presenter.redirecting} label="Sign in" busyLabel="Signing in…">
        {/* The first thing a learner does here is type their address: the field has the focus on arrival. */}
        <TextField autoFocus label="E-mail" name="email" type="email" autoComplete="username" value={presenter.email} onChange={(v) => presenter.setEmail(v)} error={presenter.emailError} required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={presenter.password} onChange={(v) => presenter.setPassword(v)} error={presenter.passwordError} required />
        {/* Small, under the field it is about; signing up is a line of its own under the form. */}
        <Link to={PATHS.resetPassword}>Forgot your password?</Link>
      </AccountForm>
      {presenter.redirecting && (
        <p className={styles.success} role="status">
          Taking you to your organisation&apos;s sign-in…
        </p>
      )}
    </AuthCard>
  );
});
