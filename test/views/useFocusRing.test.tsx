/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { KEYBOARD_ATTRIBUTE, useFocusRing } from '../../src/views/hooks/useFocusRing';

/** A button that, like Start or a shortcut key, moves the focus to a heading elsewhere on the page. */
function MovesFocus() {
  useFocusRing();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <button type="button" onClick={() => heading.current?.focus()}>
        Start
      </button>
      <h2 ref={heading} tabIndex={-1}>
        The question
      </h2>
    </>
  );
}

/** A click as a browser delivers it: pointer down on the element, its focus, then the click. */
function clickWithTheMouse(element: HTMLElement): void {
  fireEvent.pointerDown(element);
  element.focus();
  fireEvent.click(element);
}

const usingTheKeyboard = () => document.documentElement.hasAttribute(KEYBOARD_ATTRIBUTE);

describe('the focus ring follows the learner’s way of working', () => {
  it('given a page just opened, when nothing was pressed yet, then no ring is drawn', () => {
    render(<MovesFocus />);

    expect(usingTheKeyboard()).toBe(false);
  });

  it('given a mouse click, when the app moves the focus elsewhere, then the focus moves with no ring', () => {
    render(<MovesFocus />);

    clickWithTheMouse(screen.getByRole('button', { name: 'Start' }));

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The question' }));
    expect(usingTheKeyboard()).toBe(false);
  });

  it('given a click, when a key is pressed, then the ring is drawn; and a tap takes it away again', () => {
    render(<MovesFocus />);
    const button = screen.getByRole('button', { name: 'Start' });
    clickWithTheMouse(button);

    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(usingTheKeyboard()).toBe(true);

    fireEvent.pointerDown(button, { pointerType: 'touch' });
    expect(usingTheKeyboard()).toBe(false);
  });

  it('given a browser shortcut (Ctrl+L), when it is pressed, then it is not the keyboard use that draws the ring', () => {
    render(<MovesFocus />);

    fireEvent.keyDown(document.body, { key: 'Control', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'l', ctrlKey: true });

    expect(usingTheKeyboard()).toBe(false);
  });

  it('given the ring drawn, when more keys are pressed, then the page root is left as it is (nothing to restyle)', async () => {
    render(<MovesFocus />);
    fireEvent.keyDown(document.body, { key: '3' });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true });

    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: '3' });
    await Promise.resolve();
    observer.disconnect();

    expect(usingTheKeyboard()).toBe(true);
    expect(changes).toEqual([]);
  });
});
