/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { AccountForm } from '../../src/views/shared/AccountForm';

function Form({ busy }: { busy: boolean }) {
  return (
    <AccountForm onSubmit={() => undefined} busy={busy} label="Set password" busyLabel="Saving…">
      <input aria-label="New password" />
    </AccountForm>
  );
}

describe('an account form keeps the learner’s place while it is sent', () => {
  it('given the button pressed, when the browser drops the focus from it while it is busy, then the focus is back on it once the answer is in', () => {
    const { rerender } = render(<Form busy={false} />);
    const button = screen.getByRole('button', { name: 'Set password' });
    button.focus();
    fireEvent.click(button);

    // Chromium and WebKit move the focus of a button that becomes disabled to the page itself.
    button.blur();
    rerender(<Form busy />);
    rerender(<Form busy={false} />);

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set password' }));
  });

  it('given the learner typing in a field, when the form is sent and answered, then the focus stays in the field', () => {
    const { rerender } = render(<Form busy={false} />);
    const field = screen.getByRole('textbox', { name: 'New password' });
    field.focus();
    fireEvent.submit(field);

    rerender(<Form busy />);
    rerender(<Form busy={false} />);

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New password' }));
  });
});
