import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../../domain';
import { LibraryTourPresenter } from '../../../presenters/library/LibraryTourPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusOnEachStep } from '../../hooks/useFocusWhenLost';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { TourPicture } from '../tour/TourPicture';
import styles from './Library.module.scss';
import tourStyles from '../tour/Tour.module.scss';

/** The library tour (/library_tour), shown until the learner has finished it once. */
export const LibraryTourPage = observer(function LibraryTourPage() {
  usePageTitle('Library Tour');
  const presenter = usePresenter(LibraryTourPresenter);
  const headingRef = useFocusOnEachStep<HTMLHeadingElement>(presenter.steps.index);

  if (presenter.alreadyShown && !presenter.submitting) return <Navigate to={PATHS.library} replace />;

  const { steps } = presenter;
  const step = steps.current;
  return (
    <main className={tourStyles.page}>
      <h1>Library Tour</h1>
      <section className={tourStyles.step} aria-labelledby="library-tour-step">
        <TourPicture step={step.id} />
        <div>
          <p className={tourStyles.counter}>
            Step {steps.index + 1} of {steps.all.length}
          </p>
          <h2 id="library-tour-step" ref={headingRef} tabIndex={-1}>
            {step.title}
          </h2>
          <p>{step.text}</p>
        </div>
        {presenter.failure && (
          <div role="alert" className={styles.alert}>
            <strong>{presenter.failure.title}</strong> {presenter.failure.text}
          </div>
        )}
        <div className={tourStyles.actions}>
          {!steps.isLast && (
            <Button variant="secondary" onClick={() => void presenter.finish()} busy={presenter.submitting}>
              Skip tour
            </Button>
          )}
          <div className={tourStyles.moves}>
            {!steps.isFirst && (
              <Button variant="secondary" onClick={() => steps.back()}>
                Back
              </Button>
            )}
            {steps.isLast ? (
              <Button onClick={() => void presenter.finish()} busy={presenter.submitting}>
                Go to the Library
              </Button>
            ) : (
              <Button onClick={() => steps.next()}>Next</Button>
            )}
          </div>
        </div>
      </section>
    </main>
  );
});
