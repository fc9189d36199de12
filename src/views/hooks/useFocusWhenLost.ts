import { useEffect, useRef } from 'react';

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
