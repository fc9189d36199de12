import type { Container } from 'inversify';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { APP_BASE_PATH } from '../domain';
import { ERROR_TRACING, type ErrorTracing } from '../ports';
import { ContainerProvider } from './container/ContainerContext';
import { Root } from './Root';
import { AppErrorBoundary } from './shared/AppErrorBoundary';

/** Hands the router's navigate function out; rendered before Root, so presenters can navigate from Root's first effect on. */
function NavigatorBridge({ onNavigator }: { onNavigator: (navigate: NavigateFunction) => void }) {
  onNavigator(useNavigate());
  return null;
}

/**
 * The whole app under the /app base: the container's presenters, the router, and the screens. The entry
 * point renders it, and so do the tests that drive the app as a learner would; `onNavigator` receives
 * React Router's navigate function for the NAVIGATION port. A render error that no screen's boundary
 * caught reaches AppErrorBoundary (the declarative router has no error page of its own): the crash panel
 * shows and the error is reported. The router's base ends in a slash, so the app's root is `/app/`:
 * with `/app`, navigating to the root put `/app` in the address bar, which a reload cannot find (the
 * preview server answers 404, and the installed app's worker covers `/app/` only).
 */
export function App({ container, onNavigator }: { container: Container; onNavigator: (navigate: NavigateFunction) => void }) {
  return (
    <AppErrorBoundary onError={(error, context) => container.get<ErrorTracing>(ERROR_TRACING).report(error, context)}>
      <ContainerProvider container={container}>
        <BrowserRouter basename={`${APP_BASE_PATH}/`}>
          <NavigatorBridge onNavigator={onNavigator} />
          <Root />
        </BrowserRouter>
      </ContainerProvider>
    </AppErrorBoundary>
  );
}
