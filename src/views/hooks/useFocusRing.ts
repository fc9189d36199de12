import { useEffect } from 'react';

/**
 * On <html> while the learner is using the keyboard: a key was pressed since the last pointer or touch
 * (global.scss draws the focus ring and shows key hints on touch screens by it).
 */
export const KEYBOARD_ATTRIBUTE = 'data-keyboard';

/** Keys held for a shortcut of the browser or the system (Ctrl+L, Cmd+Tab), which are not the app's keyboard use. */
function isBrowserShortcut(event: KeyboardEvent): boolean {
  return event.ctrlKey || event.metaKey || ['Control', 'Meta', 'OS'].includes(event.key);
}

/**
 * The focus ring follows the way the learner is working: drawn on whatever has the focus while they use
 * the keyboard (a key pressed since the last pointer or touch), whether they or the app moved it, and
 * never after a click or a tap. The app moves the focus for screen readers just the same either way.
 * `:focus-visible` alone cannot do it: each engine decides by its own rules, and WebKit draws no ring for
 * a focus a script moves even after a key.
 */
export function useFocusRing(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onKeyDown = (event: KeyboardEvent) => {
      // Set once, not on every key: setting it again would have the browser restyle the page for nothing.
      if (!isBrowserShortcut(event) && !root.hasAttribute(KEYBOARD_ATTRIBUTE)) root.setAttribute(KEYBOARD_ATTRIBUTE, '');
    };
    const onPointerDown = () => root.removeAttribute(KEYBOARD_ATTRIBUTE);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      root.removeAttribute(KEYBOARD_ATTRIBUTE);
    };
  }, []);
}
