/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../../src/views/shared/Button';

describe('a busy button keeps the learner’s place while its action is in flight', () => {
  it('given a pressed button, when its action turns it busy, then it keeps the focus and is marked unavailable, not disabled', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);

    rerender(<Button busy>Save</Button>);

    // A disabled button would lose its focus to the page in Chromium and WebKit.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('given a busy button, when it is pressed (a click, or Enter or Space, which the browser turns into one), then its action is not taken again', () => {
    const press = jest.fn();
    render(
      <Button busy onClick={press}>
        Send now
      </Button>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));

    expect(press).not.toHaveBeenCalled();
  });

  it('given a busy submit button, when it is pressed, then its form is not submitted', () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <input aria-label="Message" />
        <Button type="submit" busy>
          Send feedback
        </Button>
      </form>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(submit).not.toHaveBeenCalled();
  });
});
