import type { Container } from 'inversify';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { APP_BASE_PATH } from '../domain';
import { ContainerProvider } from './container/ContainerContext';
import { Root } from './Root';

/** Hands the router's navigate function out; rendered before Root, so presenters can navigate from Root's first effect on. */
function NavigatorBridge({ onNavigator }: { onNavigator: (navigate: NavigateFunction) => void }) {
  onNavigator(useNavigate());
  return null;
}

/**
 * The whole app under the /app base: the container's presenters, the router, and the screens. The entry
 * point renders it, and so do the tests that drive the app as a learner would; `onNavigator` receives
 * React Router's navigate function for the NAVIGATION port.
 */
export function App({ container, onNavigator }: { container: Container; onNavigator: (navigate: NavigateFunction) => void }) {
  return (
    <ContainerProvider container={container}>
      <BrowserRouter basename={APP_BASE_PATH}>
        <NavigatorBridge onNavigator={onNavigator} />
        <Root />
      </BrowserRouter>
    </ContainerProvider>
  );
}
