/** The sandbox server's first port (`npm run sandbox`, serverConfig.ts) unless SANDBOX_PORT moves it. */
const DEFAULT_SANDBOX_PORT = 8787;
/** The dev server's port (`npm start`) unless APP_PORT moves it. */
const DEFAULT_APP_PORT = 5173;

type Settings = Readonly<Record<string, string | undefined>>;

/**
 * The build variables of `--mode server` (npm start, the server-mode browser tests, the bench): the app
 * on the sandbox server, whose API, card media, terms page and identity provider sit on SANDBOX_PORT and
 * the next three ports. A variable set in the environment wins.
 */
export function sandboxServerBuildVariables(settings: Settings): Record<string, string> {
  const port = Number(settings.SANDBOX_PORT || DEFAULT_SANDBOX_PORT);
  const origin = (offset: number) => `http://localhost:${port + offset}`;
  const derived: Record<string, string> = {
    VITE_API_BASE_URL: `${origin(0)}/sreo/v0.1`,
    VITE_CSP_MEDIA_SOURCES: origin(1),
    VITE_CSP_FRAME_SOURCES: origin(2),
    VITE_SSO_URL: origin(3),
    VITE_SANDBOX_SERVER: 'true',
  };
  return Object.fromEntries(Object.entries(derived).map(([name, value]) => [name, settings[name] || value]));
}

/** The dev server's port: APP_PORT, or 5173. */
export function appPort(settings: Settings): number {
  return Number(settings.APP_PORT || DEFAULT_APP_PORT);
}
