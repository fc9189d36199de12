import { useEffect } from 'react';

/** Set on the element with the focus while its focus was not the learner's own click on it (global.scss rings it). */
const FOCUS_MOVED_ATTRIBUTE = 'data-focus-moved';

/**
 * Whatever the last input was, a focus the app moves (to a card's question, the answer, Next, a dialog's
 * button) shows its ring. `:focus-visible` alone leaves that to each engine's heuristics: WebKit, after
 * one mouse click, shows no ring for focus a script moves, even after a shortcut key. The focus a click
 * puts on the clicked element itself is left to `:focus-visible`, as before.
 */
export function useFocusRing(): void {
  useEffect(() => {
    let pointedAt: Node | null = null;
    const onPointerDown = (event: PointerEvent) => {
      pointedAt = event.target instanceof Node ? event.target : null;
    };
    const onKeyDown = () => {
      pointedAt = null;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const clickedItself = pointedAt !== null && target.contains(pointedAt);
      if (!clickedItself) target.setAttribute(FOCUS_MOVED_ATTRIBUTE, '');
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) event.target.removeAttribute(FOCUS_MOVED_ATTRIBUTE);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
