import { Container } from 'inversify';
import { DEFAULT_TIMEOUTS, HTTP_CONFIG, type HttpConfig } from '../adapters/http/HttpConfig';
import { APP_CONFIG, type AppConfig } from '../ports';
import { browserPortsModule } from './modules/browserPortsModule';
import { APP_CONTAINER, lazyHttpModule } from './modules/lazyHttpModule';
import { presentersModule } from './modules/presentersModule';
import { NO_SANDBOX_DEMO, SANDBOX_DEMO, type SandboxDemo } from '../presenters/auth/SandboxDemo';

export interface AppContainerOptions {
  readonly app: AppConfig;
  /** Origin of the single-sign-on login host, when the deployment has one (see deployment.ts). */
  readonly ssoOrigin?: string;
  /** The sandbox's demo accounts and mailbox, when a sandbox is the backend. */
  readonly demo?: SandboxDemo;
}

/**
 * The browser's composition root: real adapters over HTTP, localStorage and the window. NAVIGATION is
 * bound by the entry point once the router exists.
 */
export function createAppContainer({ app, ssoOrigin, demo = NO_SANDBOX_DEMO }: AppContainerOptions): Container {
  // Use cases and screen presenters are resolved by their class (autobind, a new one each time), so
  // each is bundled with the screen that uses it, not loaded before sign-in.
  const container = new Container({ autobind: true });
  const http: HttpConfig = { baseUrl: app.apiBaseUrl, ...(ssoOrigin ? { ssoHost: new URL(ssoOrigin).host } : {}), ...DEFAULT_TIMEOUTS };
  // The single-sign-on login host is one the sign-in page may send the browser to.
  const identityProviderOrigins = ssoOrigin ? [...(app.identityProviderOrigins ?? []), ssoOrigin] : app.identityProviderOrigins;
  container.bind(APP_CONFIG).toConstantValue({ ...app, identityProviderOrigins });
  container.bind(HTTP_CONFIG).toConstantValue(http);
  container.bind(SANDBOX_DEMO).toConstantValue(demo);
  container.bind(APP_CONTAINER).toConstantValue(container);
  container.load(browserPortsModule, lazyHttpModule, presentersModule);
  return container;
}
