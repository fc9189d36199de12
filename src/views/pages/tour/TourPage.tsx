import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TourPresenter } from '../../../presenters/tour/TourPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusOnEachStep } from '../../hooks/useFocusWhenLost';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import styles from './Tour.module.scss';
import { TourPicture } from './TourPicture';

/** The tour: one step at a time, with Back / Next, a step list, and Leave tour at every step. */
export const TourPage = observer(function TourPage() {
  usePageTitle('Tour');
  const presenter = usePresenter(TourPresenter);
  const { current: step, all: steps, index } = presenter.steps;
  const heading = useFocusOnEachStep<HTMLHeadingElement>(index);

  useEffect(() => {
    presenter.open();
    return () => presenter.close();
  }, [presenter]);

  return (
    <main className={styles.page}>
      <h1>Tour</h1>
      <nav aria-label="Tour steps">
        <ol className={styles.progress}>
          {steps.map((item, position) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.dot}
                aria-current={position === index ? 'step' : undefined}
                aria-label={`Step ${position + 1}: ${item.title}`}
                onClick={() => presenter.steps.goTo(position)}
              >
                {position + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className={styles.step} aria-labelledby="tour-step-title">
        <TourPicture step={step.id} />
        <div>
          <p className={styles.counter}>
            Step {index + 1} of {steps.length}
          </p>
          <h2 id="tour-step-title" ref={heading} tabIndex={-1}>
            {step.title}
          </h2>
          <p>{step.text}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => presenter.leave()}>
            Leave tour
          </Button>
          <div className={styles.moves}>
            {!presenter.steps.isFirst && (
              <Button variant="secondary" onClick={() => presenter.steps.back()}>
                Back
              </Button>
            )}
            <Button onClick={() => presenter.next()}>{presenter.steps.isLast ? 'Finish' : 'Next'}</Button>
          </div>
        </div>
      </section>
    </main>
  );
});
