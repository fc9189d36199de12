/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { APP_BASE_PATH, PATHS } from '../../src/domain';

// React Router needs these, which jsdom lacks; the router is imported once they are there.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { BrowserRouter, Route, Routes } = await import('react-router-dom');
const { Link } = await import('../../src/views/shared/Link');

/** The sign-in page's link to the reset page, in the app's router as App renders it (under /app/). */
function signInPageWithResetLink(onClick?: () => void) {
  window.history.replaceState(null, '', `${APP_BASE_PATH}${PATHS.signInPage}`);
  render(
    <BrowserRouter basename={`${APP_BASE_PATH}/`}>
      <Routes>
        <Route path={PATHS.signInPage} element={<Link to={PATHS.resetPassword} {...(onClick ? { onClick } : {})}>Forgot your password?</Link>} />
        <Route path={PATHS.resetPassword} element={<h1>Reset your password</h1>} />
      </Routes>
    </BrowserRouter>,
  );
  return screen.getByRole('link', { name: 'Forgot your password?' });
}

describe('a link to a screen of the app', () => {
  it('given the sign-in page, then the reset link’s address is the reset page under the app’s base (to copy, or open in a new tab)', () => {
    const link = signInPageWithResetLink();

    expect(link.getAttribute('href')).toBe(`${APP_BASE_PATH}${PATHS.resetPassword}`);
  });

  it('given the sign-in page, when the learner clicks the reset link, then the app shows the reset page at its address without loading a page', () => {
    const link = signInPageWithResetLink();

    const followed = fireEvent.click(link);

    expect(followed).toBe(false); // the browser's own navigation was prevented: the router opened the screen
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${APP_BASE_PATH}${PATHS.resetPassword}`);
  });

  it('given the sign-in page, when the learner Ctrl-clicks the reset link (a new tab), then the browser opens it and the page stays', () => {
    const link = signInPageWithResetLink();

    const followed = fireEvent.click(link, { ctrlKey: true });

    expect(followed).toBe(true);
    expect(window.location.pathname).toBe(`${APP_BASE_PATH}${PATHS.signInPage}`);
  });

  it('given a link with an action of its own (the menu closing), when it is clicked, then the action runs and the screen opens', () => {
    const closeMenu = jest.fn();
    const link = signInPageWithResetLink(closeMenu);

    fireEvent.click(link);

    expect(closeMenu).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});
