import { observer } from 'mobx-react-lite';
import { TermsAgreement } from '../../presenters/app/TermsAgreement';
import { usePresenter } from '../container/ContainerContext';
import { Button } from './Button';
import styles from './AgreementOverlay.module.scss';

/**
 * The narrowest sandbox an ordinary terms page works in: its scripts run and its links open in a new
 * tab (as an ordinary tab, out of the sandbox), while it keeps an opaque origin (no cookies or storage
 * of its own; no reach into the app, even when served from the app's own origin) and can neither
 * navigate the app nor submit forms. Rendering and scrolling need no permission.
 */
const TERMS_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The partner's terms of use in a sandboxed frame; 'Got it', which takes the focus as the dialog opens and
 * keeps it while it is sent, accepts them.
 */
export const AgreementOverlay = observer(function AgreementOverlay() {
  const terms = usePresenter(TermsAgreement);
  const url = terms.termsUrl ?? undefined;
  if (!terms.open) return null;
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms of use</h2>
        <iframe className={styles.frame} src={url} title="Terms of use" sandbox={TERMS_FRAME_SANDBOX} referrerPolicy="no-referrer" />
        {terms.form.failure && (
          <p className={styles.failure} role="alert">
            {terms.form.failure.title}: {terms.form.failure.text}
          </p>
        )}
        <Button autoFocus onClick={() => void terms.accept()} busy={terms.form.submitting}>
          Got it
        </Button>
      </div>
    </div>
  );
});
