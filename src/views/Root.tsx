import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppPresenter, START_PAGE } from '../presenters/app/AppPresenter';
import { usePresenter } from './container/ContainerContext';
import { SignInPage } from './pages/SignInPage';
import { AgreementOverlay } from './shared/AgreementOverlay';
import { Button } from './shared/Button';
import { ErrorPanel } from './shared/ErrorPanel';
import { FullScreenSpinner } from './shared/FullScreenSpinner';
import { ToastHost } from './shared/ToastHost';
import { lazyPage } from './lazyPage';

// Signed-in screens load on first visit, each in its own chunk (off the sign-in page's critical path).
const WelcomeBackPage = lazyPage(() => import('./pages/WelcomeBackPage'), (m) => m.WelcomeBackPage);

function themeAttribute(app: AppPresenter): string {
  return app.user?.ui ? 'grey' : app.theme;
}

/** Start-up, the shared overlays, and the route table for the signed-out and signed-in states. */
export const Root = observer(function Root() {
  const app = usePresenter(AppPresenter);
  const location = useLocation();

  useEffect(() => {
    void app.start(location.pathname);
    // Start-up runs once, for the path the app was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app]);

  useEffect(() => {
    document.documentElement.dataset.theme = themeAttribute(app);
  });

  if (app.starting) return <FullScreenSpinner label="Signing you in" />;

  return (
    <>
      {app.error ? (
        <main>
          <ErrorPanel title={app.error.title} text={app.error.text}>
            <Button onClick={() => app.dismissError()}>Try again</Button>
          </ErrorPanel>
        </main>
      ) : app.loggedIn ? (
        <Suspense fallback={<FullScreenSpinner />}>
          <Routes>
            <Route path="/" element={<Navigate to={START_PAGE} replace />} />
            <Route path="/welcomeBack" element={<WelcomeBackPage />} />
            <Route path="*" element={<Navigate to={START_PAGE} replace />} />
          </Routes>
        </Suspense>
      ) : (
        <Routes>
          <Route path="/" element={<SignInPage />} />
          <Route path="/signin" element={<SignInPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      )}
      <AgreementOverlay app={app} />
      <ToastHost toasts={app.toasts} />
    </>
  );
});
