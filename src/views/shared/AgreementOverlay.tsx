import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { AppPresenter } from '../../presenters/app/AppPresenter';
import { Button } from './Button';
import styles from './AgreementOverlay.module.scss';

/** The partner's terms of use in a sandboxed frame; 'Got it' accepts them. */
export const AgreementOverlay = observer(function AgreementOverlay({ app }: { app: AppPresenter }) {
  const button = useRef<HTMLButtonElement>(null);
  const url = app.user?.partner.termOfUseUrl;
  const open = app.agreementOpen === true && !!url;
  useEffect(() => {
    if (open) button.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms of use</h2>
        <iframe className={styles.frame} src={url} title="Terms of use" sandbox="" referrerPolicy="no-referrer" />
        {app.agreement.failure && (
          <p className={styles.failure} role="alert">
            {app.agreement.failure.title}: {app.agreement.failure.text}
          </p>
        )}
        <Button ref={button} onClick={() => void app.acceptAgreement()} disabled={app.agreement.submitting}>
          Got it
        </Button>
      </div>
    </div>
  );
});
