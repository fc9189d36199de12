import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppError } from '../../../domain';
import { PRODUCT_NAME } from '../../productName';
import styles from './SignInPage.module.scss';

/** The signed-out screens' card: brand, heading, the form's catalogue failure, and the form. */
export function AuthCard({ title, failure, children, aside }: { title: string; failure?: AppError | null; children: ReactNode; aside?: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
          {PRODUCT_NAME}
        </div>
        <h1>{title}</h1>
        <FormFailure failure={failure ?? null} />
        {children}
      </div>
      {aside}
      <footer className={styles.footer}>
        <Link to="/privacy-policy">Privacy Policy</Link>
      </footer>
    </main>
  );
}

/** A form's failure: the catalogue's title and text, announced. */
export function FormFailure({ failure }: { failure: AppError | null }) {
  if (!failure) return null;
  return (
    <div className={styles.failure} role="alert">
      <strong>{failure.title}</strong>
      {failure.text}
    </div>
  );
}
