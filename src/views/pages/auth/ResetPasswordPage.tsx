import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { ResetPasswordPresenter } from '../../../presenters/auth/ResetPasswordPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { AccountForm } from '../../shared/AccountForm';
import { TextField } from '../../shared/TextField';
import { AuthCard } from './AuthCard';
import styles from './SignInPage.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

/** The app's own path of a link the sandbox "e-mailed" (its links carry the /app base). */
function appPath(link: string): string {
  return link.replace(/^\/app(?=\/)/, '');
}

/** /resetPws: asks for a reset link; in the sandbox, the "e-mail" shows in a mailbox panel. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const presenter = usePresenter(ResetPasswordPresenter);
  useEffect(() => presenter.open(), [presenter]);
  const mailbox = presenter.showsMailbox ? (
    <aside className={styles.demo} aria-labelledby="sandbox-mailbox">
      <h2 id="sandbox-mailbox">Sandbox mailbox</h2>
      {presenter.mail.length === 0 ? (
        <p>No e-mail yet. Ask for a reset link and it arrives here.</p>
      ) : (
        <ul className={styles.mail}>
          {presenter.mail.map((message) => (
            <li key={message.link}>
              <strong>{message.subject}</strong>
              <span>To {message.to}</span>
              <Link to={appPath(message.link)}>Set a new password</Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  ) : undefined;
  return (
    <AuthCard title="Reset your password" failure={presenter.failure} aside={mailbox} links={<Link to={PATHS.signInPage}>Back to Sign in</Link>}>
      {/* What the page does, until the status under the heading says it is done. */}
      {presenter.sent ? (
        <p className={styles.success} role="status">
          If an account uses {presenter.email.trim()}, an e-mail with a link to set a new password is on its way.
        </p>
      ) : (
        <p className={styles.lead}>Enter your account&apos;s e-mail address and we will send you a link to set a new password.</p>
      )}
      <AccountForm onSubmit={() => presenter.submit()} busy={presenter.submitting} failingField={presenter.failingField} label="Send reset link" busyLabel="Sending…">
        <TextField label="E-mail" name="email" type="email" autoComplete="email" value={presenter.email} onChange={(v) => presenter.setEmail(v)} error={presenter.emailError} required />
      </AccountForm>
    </AuthCard>
  );
});
