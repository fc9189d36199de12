import { observer } from 'mobx-react-lite';
import { AppUpdate } from '../../presenters/app/AppUpdate';
import { usePresenter } from '../container/ContainerContext';
import { Button } from './Button';
import styles from './UpdateOffer.module.scss';

/**
 * "A new version is available", with Reload now and Later: a bar that takes no focus and reloads
 * nothing by itself. Screen readers hear it once, from a polite live region that is always present.
 */
export const UpdateOffer = observer(function UpdateOffer() {
  const update = usePresenter(AppUpdate);
  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {update.offered && <span>A new version is available.</span>}
      </div>
      {update.offered && (
        <section className={styles.offer} aria-label="New version">
          <p aria-hidden="true">A new version is available.</p>
          <div className={styles.actions}>
            <Button onClick={() => update.reloadNow()}>Reload now</Button>
            <Button variant="secondary" onClick={() => update.later()}>
              Later
            </Button>
          </div>
        </section>
      )}
    </>
  );
});
