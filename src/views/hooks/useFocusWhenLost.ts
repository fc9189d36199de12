import { useEffect, useRef, type RefObject } from 'react';

/**
 * A screen's heading takes the focus when it arrives and the focus was lost (on the body: the control
 * that had it, such as Sign in, has left the page), so a keyboard or screen-reader user goes on from the
 * new screen instead of the top of the document. A focus the learner put somewhere stays there.
 */
export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return ref;
}

/**
 * A screen's main action takes the focus once it shows (`ready`), when the focus is still where the screen
 * put it on arrival (`arrivedAt`, such as its heading while it loaded) or lost: Enter then does the
 * screen's one job. A focus the learner moved stays where they put it.
 */
export function useFocusWhenReady<T extends HTMLElement>(ready: boolean, arrivedAt: RefObject<HTMLElement | null>) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const active = document.activeElement;
    if (!active || active === document.body || active === arrivedAt.current) ref.current?.focus();
  }, [ready, arrivedAt]);
  return ref;
}

/**
 * A step's title (a tour's) takes the focus as a screen's heading does when the screen arrives
 * (`useFocusWhenLost`), and after every move to another step, so a screen reader reads the new step and
 * Tab goes on from there.
 */
export function useFocusOnEachStep<T extends HTMLElement>(step: number) {
  const ref = useFocusWhenLost<T>();
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step, ref]);
  return ref;
}
