import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '../domain';
import { AppStartup } from '../presenters/app/AppStartup';
import { Failures } from '../presenters/app/Failures';
import { LearnerSession } from '../presenters/app/LearnerSession';
import { ModalNotification } from '../presenters/app/ModalNotification';
import { ThemeChoice } from '../presenters/app/ThemeChoice';
import { ToastQueue } from '../presenters/app/ToastQueue';
import { keptAnswersText } from '../presenters/app/keptAnswersText';
import { usePresenter } from './container/ContainerContext';
import { useFocusRing } from './hooks/useFocusRing';
import { useNewScreenAtTop } from './hooks/useNewScreenAtTop';
import { SignInPage } from './pages/auth/SignInPage';
import { AgreementOverlay } from './shared/AgreementOverlay';
import { Button } from './shared/Button';
import { ErrorPanel } from './shared/ErrorPanel';
import { FullScreenSpinner } from './shared/FullScreenSpinner';
import { ModalMessage } from './shared/ModalMessage';
import { RouteErrorBoundary } from './shared/RouteErrorBoundary';
import { ToastHost } from './shared/ToastHost';
import { UpdateOffer } from './shared/UpdateOffer';
import { applyTheme } from './styles/themeColor';
import { lazyPage } from './lazyPage';
import { PrivacyPolicyPage } from './privacyPolicyPage';

// The signed-in shell and screens, once a learner is signed in (off the sign-in page's critical path).
const SignedInRoutes = lazyPage(() => import('./SignedInRoutes'), (m) => m.SignedInRoutes);
// Signed-out screens other than sign-in, also on first visit.
const SignUpPage = lazyPage(() => import('./pages/auth/SignUpPage'), (m) => m.SignUpPage);
const ResetPasswordPage = lazyPage(() => import('./pages/auth/ResetPasswordPage'), (m) => m.ResetPasswordPage);
const SetPasswordPage = lazyPage(() => import('./pages/auth/SetPasswordPage'), (m) => m.SetPasswordPage);

/** Start-up, the shared overlays, and the route table for the signed-out and signed-in states. */
export const Root = observer(function Root() {
  const startup = usePresenter(AppStartup);
  const session = usePresenter(LearnerSession);
  const failures = usePresenter(Failures);
  const notification = usePresenter(ModalNotification);
  const toasts = usePresenter(ToastQueue);
  const themeChoice = usePresenter(ThemeChoice);
  useFocusRing();
  useNewScreenAtTop();
  const location = useLocation();

  useEffect(() => {
    void startup.start(location.pathname, location.search);
    // Start-up runs once, for the path the app was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startup]);

  // Read while rendering, so that the observer re-renders when the theme changes.
  const theme = themeChoice.shown;
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  if (startup.starting) return <FullScreenSpinner label="Signing you in" />;

  return (
    <>
      {startup.failure ? (
        // The stored session could not be tried (offline, no answer): it is kept; Try again tries it.
        <main>
          <ErrorPanel title={startup.failure.title} text={startup.failure.text}>
            {startup.device.offline && <p>You are offline: the app opened from this device and signs you in when the connection is back.</p>}
            {startup.device.answersWaiting > 0 && <p>{keptAnswersText(startup.device.answersWaiting, true)}</p>}
            <Button onClick={() => void startup.retry()} busy={startup.retrying}>
              Try again
            </Button>
          </ErrorPanel>
        </main>
      ) : failures.error ? (
        <main>
          <ErrorPanel title={failures.error.title} text={failures.error.text}>
            <Button onClick={() => failures.dismissError()}>Try again</Button>
          </ErrorPanel>
        </main>
      ) : session.loggedIn ? (
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <SignedInRoutes />
          </Suspense>
        </RouteErrorBoundary>
      ) : (
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <Routes>
              <Route path={PATHS.signIn} element={<SignInPage />} />
              <Route path={PATHS.signInPage} element={<SignInPage />} />
              <Route path={PATHS.signUp} element={<SignUpPage />} />
              <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
              <Route path={PATHS.setPassword} element={<SetPasswordPage />} />
              <Route path={PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
              <Route path={PATHS.logout} element={<Navigate to={PATHS.signInPage} replace />} />
              <Route path="*" element={<Navigate to={PATHS.signIn} replace />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      )}
      <AgreementOverlay />
      {notification.text && (
        <ModalMessage {...(notification.title ? { title: notification.title } : {})} text={notification.text} onDismiss={() => notification.dismiss()} />
      )}
      <ToastHost toasts={toasts} />
      <UpdateOffer />
    </>
  );
});
