import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SignInPresenter } from '../../../presenters/auth/SignInPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PRODUCT_NAME } from '../../productName';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import styles from './SignInPage.module.scss';

export const SignInPage = observer(function SignInPage() {
  usePageTitle('Sign in');
  const presenter = usePresenter(SignInPresenter);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
          {PRODUCT_NAME}
        </div>
        <h1>Sign in</h1>
        {presenter.failure && (
          <div className={styles.failure} role="alert">
            <strong>{presenter.failure.title}</strong>
            {presenter.failure.text}
          </div>
        )}
        <form onSubmit={onSubmit} noValidate aria-busy={presenter.submitting}>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            value={presenter.email}
            onChange={(value) => presenter.setEmail(value)}
            error={presenter.emailError}
            required
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={presenter.password}
            onChange={(value) => presenter.setPassword(value)}
            error={presenter.passwordError}
            required
          />
          <Button type="submit" block disabled={presenter.submitting || presenter.redirecting}>
            {presenter.submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        {presenter.redirecting && (
          <p className={styles.success} role="status">
            Taking you to your organisation&apos;s sign-in…
          </p>
        )}
        <p className={styles.links}>
          <Link to="/resetPws">Forgot your password?</Link>
          <Link to="/signup">Sign up</Link>
        </p>
      </div>
      {presenter.demoAccounts.length > 0 && (
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
      )}
      <footer className={styles.footer}>
        <Link to="/privacy-policy">Privacy Policy</Link>
      </footer>
    </main>
  );
});
