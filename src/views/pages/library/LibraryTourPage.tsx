import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../../domain';
import { LibraryTourPresenter } from '../../../presenters/library/LibraryTourPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import styles from './Library.module.scss';

/** The library tour (/library_tour), shown until the learner has finished it once. */
export const LibraryTourPage = observer(function LibraryTourPage() {
  usePageTitle('Library Tour');
  const presenter = usePresenter(LibraryTourPresenter);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [presenter.index]);

  if (presenter.alreadyShown && !presenter.submitting) return <Navigate to={PATHS.library} replace />;

  const { step } = presenter;
  return (
    <main className={styles.page}>
      <section className={styles.tour} aria-labelledby="library-tour-step">
        <p className={styles.stepCount}>
          Step {presenter.index + 1} of {presenter.steps.length}
        </p>
        <h1 id="library-tour-step" ref={headingRef} tabIndex={-1}>
          {step.title}
        </h1>
        <p>{step.text}</p>
        {presenter.failure && (
          <div role="alert" className={styles.alert}>
            <strong>{presenter.failure.title}</strong> {presenter.failure.text}
          </div>
        )}
        <div className={styles.modes}>
          {!presenter.isFirst && (
            <Button variant="secondary" onClick={() => presenter.back()}>
              Back
            </Button>
          )}
          {presenter.isLast ? (
            <Button onClick={() => void presenter.finish()} disabled={presenter.submitting}>
              Go to the Library
            </Button>
          ) : (
            <>
              <Button onClick={() => presenter.next()}>Next</Button>
              <Button variant="secondary" onClick={() => void presenter.finish()} disabled={presenter.submitting}>
                Skip tour
              </Button>
            </>
          )}
        </div>
      </section>
    </main>
  );
});
