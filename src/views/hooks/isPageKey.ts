/**
 * Whether a key press is the page's own to take (the answering keys, browsing a deck's arrows): no Alt,
 * Ctrl or Meta held, not typed into a field (an input, a text area, a select, editable text), not pressed
 * inside a modal over the page (the phone's menu drawer, the terms, a message): its keys are its own; and
 * not Space or Enter on a focused button, link or audio player, which does its own.
 */
export function isPageKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.isContentEditable || target?.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]')) return false;
  return !((event.key === ' ' || event.key === 'Enter') && target?.closest('button, a, audio'));
}
