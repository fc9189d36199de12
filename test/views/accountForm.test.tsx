/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AccountForm } from '../../src/views/shared/AccountForm';

function Form({ busy, onSubmit = () => undefined }: { busy: boolean; onSubmit?: () => unknown }) {
  return (
    <AccountForm onSubmit={onSubmit} busy={busy} failingField={null} label="Set password" busyLabel="Saving…">
      <input aria-label="New password" />
    </AccountForm>
  );
}

describe('an account form keeps the learner’s place while it is sent', () => {
  it('given the button pressed, while the form is busy, then the button keeps the focus, says it is busy and is marked unavailable, not disabled', () => {
    const { rerender } = render(<Form busy={false} />);
    const button = screen.getByRole('button', { name: 'Set password' });
    button.focus();
    fireEvent.click(button);

    rerender(<Form busy />);

    // A disabled button would lose its focus to the page in Chromium and WebKit.
    const busyButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(busyButton.disabled).toBe(false);
    expect(busyButton.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busyButton);
  });

  it('given the form busy, when the button is pressed again, then nothing more is sent', () => {
    let sent = 0;
    render(<Form busy onSubmit={() => (sent += 1)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Saving…' }));

    expect(sent).toBe(0);
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

  it('given a field the presenter names as the first to fail, when the form is sent and refused by its own checks, then that field has the focus', () => {
    render(
      <AccountForm onSubmit={() => undefined} busy={false} failingField="password" label="Sign in" busyLabel="Signing in…">
        <input aria-label="E-mail" name="email" />
        <input aria-label="Password" name="password" />
      </AccountForm>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    button.focus();

    fireEvent.click(button);

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Password' }));
  });

  it('given a submission in flight, when its answer names a failing field, then that field takes the focus once the form is free', () => {
    let answer = (_failingField: string | null) => undefined as void;
    function SentForm() {
      const [state, setState] = useState({ busy: false, failingField: null as string | null });
      answer = (failingField) => setState({ busy: false, failingField });
      return (
        <AccountForm onSubmit={() => setState({ busy: true, failingField: null })} busy={state.busy} failingField={state.failingField} label="Sign up" busyLabel="Signing up…">
          <input aria-label="Password" name="password" />
        </AccountForm>
      );
    }
    render(<SentForm />);
    const button = screen.getByRole('button', { name: 'Sign up' });
    button.focus();

    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Signing up…' }));
    act(() => answer('password'));

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Password' }));
  });
});
