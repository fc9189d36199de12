import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { DECK_ROUTE_PATTERN, PATHS } from '../domain';
import { AppStartup } from '../presenters/app/AppStartup';
import { Failures } from '../presenters/app/Failures';
import { LearnerSession } from '../presenters/app/LearnerSession';
import { ModalNotification } from '../presenters/app/ModalNotification';
import { ThemeChoice } from '../presenters/app/ThemeChoice';
import { ToastQueue } from '../presenters/app/ToastQueue';
import { usePresenter } from './container/ContainerContext';
import { AppShell } from './layout/AppShell';
import { LibraryGuard, PerformanceGuard } from './layout/RouteGuards';
import { SignInPage } from './pages/auth/SignInPage';
import { AgreementOverlay } from './shared/AgreementOverlay';
import { Button } from './shared/Button';
import { ErrorPanel } from './shared/ErrorPanel';
import { FullScreenSpinner } from './shared/FullScreenSpinner';
import { ModalMessage } from './shared/ModalMessage';
import { RouteErrorBoundary } from './shared/RouteErrorBoundary';
import { ToastHost } from './shared/ToastHost';
import { lazyPage } from './lazyPage';

// Signed-in screens load on first visit, each in its own chunk (off the sign-in page's critical path).
const WelcomeBackPage = lazyPage(() => import('./pages/WelcomeBackPage'), (m) => m.WelcomeBackPage);
const StudyPage = lazyPage(() => import('./pages/study/StudyPage'), (m) => m.StudyPage);
const CongratulationPage = lazyPage(() => import('./pages/study/CongratulationPage'), (m) => m.CongratulationPage);
const DeckListPage = lazyPage(() => import('./pages/library/DeckListPage'), (m) => m.DeckListPage);
const DeckDetailPage = lazyPage(() => import('./pages/library/DeckDetailPage'), (m) => m.DeckDetailPage);
const ResourcesPage = lazyPage(() => import('./pages/library/ResourcesPage'), (m) => m.ResourcesPage);
const LibraryTourPage = lazyPage(() => import('./pages/library/LibraryTourPage'), (m) => m.LibraryTourPage);
const PerformancePage = lazyPage(() => import('./pages/performance/PerformancePage'), (m) => m.PerformancePage);
const PreferencesPage = lazyPage(() => import('./pages/preferences/PreferencesPage'), (m) => m.PreferencesPage);
const FeedbackPage = lazyPage(() => import('./pages/feedback/FeedbackPage'), (m) => m.FeedbackPage);
const TourPage = lazyPage(() => import('./pages/tour/TourPage'), (m) => m.TourPage);
const SettingsPage = lazyPage(() => import('./pages/settings/SettingsPage'), (m) => m.SettingsPage);
const UpdatePasswordPage = lazyPage(() => import('./pages/settings/UpdatePasswordPage'), (m) => m.UpdatePasswordPage);
const LogoutPage = lazyPage(() => import('./pages/auth/LogoutPage'), (m) => m.LogoutPage);
// Signed-out screens other than sign-in, also on first visit.
const SignUpPage = lazyPage(() => import('./pages/auth/SignUpPage'), (m) => m.SignUpPage);
const ResetPasswordPage = lazyPage(() => import('./pages/auth/ResetPasswordPage'), (m) => m.ResetPasswordPage);
const SetPasswordPage = lazyPage(() => import('./pages/auth/SetPasswordPage'), (m) => m.SetPasswordPage);
const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy/PrivacyPolicyPage'), (m) => m.PrivacyPolicyPage);

/** Start-up, the shared overlays, and the route table for the signed-out and signed-in states. */
export const Root = observer(function Root() {
  const startup = usePresenter(AppStartup);
  const session = usePresenter(LearnerSession);
  const failures = usePresenter(Failures);
  const notification = usePresenter(ModalNotification);
  const toasts = usePresenter(ToastQueue);
  const themeChoice = usePresenter(ThemeChoice);
  const location = useLocation();

  useEffect(() => {
    void startup.start(location.pathname, location.search);
    // Start-up runs once, for the path the app was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startup]);

  // Read while rendering, so that the observer re-renders when the theme changes.
  const theme = themeChoice.shown;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  if (startup.starting) return <FullScreenSpinner label="Signing you in" />;

  return (
    <>
      {failures.error ? (
        <main>
          <ErrorPanel title={failures.error.title} text={failures.error.text}>
            <Button onClick={() => failures.dismissError()}>Try again</Button>
          </ErrorPanel>
        </main>
      ) : session.loggedIn ? (
        <Routes>
          <Route path={PATHS.signIn} element={<Navigate to={PATHS.start} replace />} />
          <Route path={PATHS.logout} element={<LogoutPage />} />
          {/* Signed-in screens, inside the shell (menu, drawer, tab bar). */}
          <Route element={<AppShell />}>
            <Route path={PATHS.start} element={<WelcomeBackPage />} />
            <Route path={PATHS.study} element={<StudyPage />} />
            <Route path={PATHS.congratulation} element={<CongratulationPage />} />
            <Route path={PATHS.preferences} element={<PreferencesPage />} />
            <Route path={PATHS.feedback} element={<FeedbackPage />} />
            <Route path={PATHS.tour} element={<TourPage />} />
            <Route path={PATHS.settings} element={<SettingsPage />} />
            <Route path={PATHS.updatePassword} element={<UpdatePasswordPage />} />
            <Route path={PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
            <Route element={<LibraryGuard />}>
              <Route path={PATHS.library} element={<DeckListPage />} />
              <Route path={DECK_ROUTE_PATTERN} element={<DeckDetailPage />} />
              <Route path={PATHS.libraryResources} element={<ResourcesPage />} />
              <Route path={PATHS.libraryTour} element={<LibraryTourPage />} />
            </Route>
            <Route element={<PerformanceGuard />}>
              <Route path={PATHS.performance} element={<PerformancePage />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={PATHS.start} replace />} />
        </Routes>
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
      {notification.text && <ModalMessage text={notification.text} onDismiss={() => notification.dismiss()} />}
      <ToastHost toasts={toasts} />
    </>
  );
});
