import type { ReactNode } from 'react';
import { PATHS, type AppError } from '../../../domain';
import { PRODUCT_NAME } from '../../productName';
import { FormFailure } from '../../shared/FormFailure';
import styles from './SignInPage.module.scss';
import { Link } from '../../shared/Link';

interface AuthCardProps {
  title: string;
  failure?: AppError | null;
  children: ReactNode;
  /** The links under the form, such as "Back to Sign in". */
  links?: ReactNode;
  /** What stands beside the card, such as the sandbox's demo accounts or mailbox. */
  aside?: ReactNode;
}

/** The signed-out screens' card: brand, heading, the form's catalogue failure, the form and its links. */
export function AuthCard({ title, failure, children, links, aside }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>{PRODUCT_NAME}</div>
        <h1>{title}</h1>
        <FormFailure failure={failure} />
        {children}
        {links && <p className={styles.links}>{links}</p>}
      </div>
      {aside}
      <footer className={styles.footer}>
        <Link to={PATHS.privacyPolicy}>Privacy Policy</Link>
      </footer>
    </main>
  );
}
