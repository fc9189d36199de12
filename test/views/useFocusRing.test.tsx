/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusRing } from '../../src/views/hooks/useFocusRing';

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

describe('the focus ring of focus the app moves', () => {
  it('given a mouse click, when the app moves the focus elsewhere, then the element it moved to is marked for its ring', () => {
    render(<MovesFocus />);

    clickWithTheMouse(screen.getByRole('button', { name: 'Start' }));

    const heading = screen.getByRole('heading', { name: 'The question' });
    expect(document.activeElement).toBe(heading);
    expect(heading.hasAttribute('data-focus-moved')).toBe(true);
  });

  it('given a mouse click, when the focus stays on the clicked element, then it is left to :focus-visible', () => {
    render(<MovesFocus />);
    const button = screen.getByRole('button', { name: 'Start' });

    fireEvent.pointerDown(button);
    button.focus();

    expect(button.hasAttribute('data-focus-moved')).toBe(false);
  });

  it('given a key pressed after a click, when the app moves the focus, then the mark follows the focus and leaves the element it left', () => {
    render(<MovesFocus />);
    const button = screen.getByRole('button', { name: 'Start' });
    clickWithTheMouse(button);
    const heading = screen.getByRole('heading', { name: 'The question' });

    fireEvent.keyDown(heading, { key: 'Tab' });
    button.focus();

    expect(button.hasAttribute('data-focus-moved')).toBe(true);
    expect(heading.hasAttribute('data-focus-moved')).toBe(false);
  });
});
