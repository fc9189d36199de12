import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { styleText } from 'node:util';
import { defineConfig, loadEnv, runnerImport, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { contentSecurityPolicy, type PolicySettings } from './src/di/contentSecurityPolicy.ts';
import { deploymentFrom, type Deployment } from './src/di/deployment.ts';
import { appScope, headersForPath, netlifyHeadersFile, nginxHeadersFile } from './src/di/hostingHeaders.ts';
import { appPort, sandboxServerBuildVariables } from './src/di/sandboxServerBuild.ts';

/** The Content-Security-Policy (src/di/contentSecurityPolicy.ts) as a meta tag. Build only: the dev server injects inline scripts. */
function contentSecurityPolicyTag(settings: PolicySettings): Plugin {
  const policy = contentSecurityPolicy(settings);
  return {
    name: 'content-security-policy',
    apply: 'build',
    // Right after <meta charset>: before every script it governs, and the charset still comes first.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
    },
  };
}

/**
 * React Router's production build in a build of the app: the package's exports name its development build
 * only (remix-run/react-router#12532), whose warnings are on. Its "react-router/dom" entry is taken from
 * the same folder, so that the two share one copy of the router.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/** A module-level React call of React Router's build: `var Link = React10.forwardRef(`, up to the call. */
const REACT_ROUTER_MODULE_CALL = /^var [\w$]+ = (?=React\d*\.(?:createContext|forwardRef|memo)\()/;
/** A component's or context's name for React's developer tools: `Link.displayName = "Link";`. */
const REACT_ROUTER_DEVTOOLS_NAME = /^[\w$]+\.displayName = "[^"]*";$/;
const PURE = '/* @__PURE__ */ ';

/**
 * React Router is one module, and the bundler keeps a part of it that the app never uses when a statement
 * still refers to it: each component's and context's `displayName` (a name for React's developer tools)
 * and the React calls that make them, which the bundler cannot know have no effect. Here the names are
 * dropped and those calls marked pure, so that NavLink, Form, ScrollRestoration, the data router's hooks
 * and what they use leave the first load (docs/decisions/0290-room-on-the-sign-in-pages-first-load.md).
 * Lines keep their places, and the source map follows each token, so that the size report and error
 * traces still point into React Router. A build of a React Router without those lines stops here.
 */
function reactRouterTreeShaken(): Plugin {
  let changed = 0;
  return {
    name: 'react-router-tree-shaken',
    apply: 'build',
    buildStart: () => void (changed = 0),
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code, id) {
        const original = code.split('\n');
        const lines = original.map((line, index) => {
          if (REACT_ROUTER_DEVTOOLS_NAME.test(line)) return { text: '', segments: [] };
          const at = REACT_ROUTER_MODULE_CALL.exec(line)?.[0].length ?? line.length;
          const shifted = (column: number) => (column < at ? column : column + PURE.length);
          const segments = [...line.matchAll(/[\w$]+|\S/g)].map(({ index: column }): SourceMapSegment => [shifted(column), 0, index, column]);
          return { text: at < line.length ? `${line.slice(0, at)}${PURE}${line.slice(at)}` : line, segments };
        });
        const edits = lines.filter(({ text }, index) => text !== original[index]).length;
        changed += edits;
        if (!edits) return null;
        return {
          code: lines.map(({ text }) => text).join('\n'),
          map: { version: 3, sources: [id], sourcesContent: [code], names: [], mappings: encode(lines.map(({ segments }) => segments)) },
        };
      },
    },
    buildEnd(error) {
      if (!error && !changed) this.error("React Router's build has no displayName or module-level React call left to drop: review reactRouterTreeShaken.");
    },
  };
}

const APP_BASE = '/app/';

/**
 * index.html preloads the typeface (src/views/styles/_typeface.scss) from the build, so that it is fetched
 * beside the first scripts rather than once React has drawn text, and is there when the first screen is
 * drawn: no redraw in another face, no line that moves (docs/decisions/0211-one-typeface-shipped-with-the-app.md).
 */
const typefacePreload: Plugin = {
  name: 'typeface-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.values(bundle ?? {})
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.woff2'))
        .map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `${APP_BASE}${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
};

/**
 * Ready header files for common static hosts, next to the app in the build: `_headers` (Netlify,
 * Cloudflare Pages) and `sreo-headers.conf` (nginx), from the same settings as the meta tag.
 */
function hostingConfigFiles(settings: PolicySettings): Plugin {
  return {
    name: 'hosting-config-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeadersFile(settings, APP_BASE) });
      this.emitFile({ type: 'asset', fileName: 'sreo-headers.conf', source: nginxHeadersFile(settings, APP_BASE) });
    },
  };
}

/**
 * Source maps are made (the precache list and the critical-path check read them, and error tracing
 * wants them) but not shipped: once the service worker is generated they move out of the build into
 * `<outDir>-sourcemaps/` (same paths). They are 'hidden' as well: no script names its map.
 */
function sourceMapsNotShipped(): Plugin {
  return {
    name: 'source-maps-not-shipped',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const kept = sourceMapsFolder(outDir);
        rmSync(kept, { recursive: true, force: true });
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.map')) continue;
          mkdirSync(dirname(join(kept, file)), { recursive: true });
          renameSync(join(outDir, file), join(kept, file));
        }
      },
    },
  };
}

/** Where a build's source maps are kept, beside it (bench/criticalPath.mjs reads them there). */
function sourceMapsFolder(buildFolder: string): string {
  return `${buildFolder.replace(/[\\/]+$/, '')}-sourcemaps`;
}

/**
 * The in-page demo's static files, which belong to the sandbox package (`inPageDemoFiles`): MSW's worker
 * and the demo partner's terms pages, under the app's base. The dev server serves them in every mode; a
 * build emits them only for the in-page sandbox, so a build against a backend holds neither
 * (e2e/builds/backendBuild.test.ts), and the sandbox server serves the terms itself.
 */
async function inPageDemoFilesPlugin(env: Record<string, string>): Promise<Plugin> {
  // Through Vite's module runner: the config loader leaves a package's import to Node, which reads no TypeScript.
  const { module: demoFiles } = await runnerImport<typeof import('@sreo/sandbox/files')>('@sreo/sandbox/files');
  const files = demoFiles.inPageDemoFiles();
  return {
    name: 'in-page-demo-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [path = ''] = (request.url ?? '').split('?');
        const file = path.startsWith(APP_BASE) ? files[path.slice(APP_BASE.length)] : undefined;
        if (!file) return next();
        response.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (env.VITE_API_BASE_URL) return;
      for (const [fileName, file] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
    },
  };
}

/**
 * The dev server with a sandbox behind it (`npm start`, `npm run start:browser-sandbox`) ends its
 * address lines with the one a newcomer needs: where the app is and which demo account to sign in as
 * (the first the sign-in page lists, whose study history fills every screen).
 */
async function signInLinePlugin({ apiBaseUrl, sandboxServer }: Deployment): Promise<Plugin> {
  const { module: demo } = await runnerImport<typeof import('@sreo/sandbox/accounts')>('@sreo/sandbox/accounts');
  const [account] = demo.DEMO_ACCOUNTS;
  return {
    name: 'sign-in-line',
    apply: 'serve',
    configureServer(server) {
      if (!account || (apiBaseUrl !== null && !sandboxServer)) return;
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const [url] = server.resolvedUrls?.local ?? [];
        // Coloured as Vite colours its own address lines, where the terminal shows colour.
        const styled = (format: Parameters<typeof styleText>[0], text: string) => styleText(format, text, { stream: process.stdout });
        if (url) server.config.logger.info(`  ${styled('green', '➜')}  ${styled('bold', 'Sign in')} at ${styled('cyan', url)} as ${account.email}, password ${account.password}`);
      };
    },
  };
}

/**
 * `vite preview` serves the build as the host configuration it carries says (its `_headers`, made with
 * the build's own settings), so what the browser tests meet is what a host is given. `/app` without its
 * slash is redirected to `/app/` (the preview server's own answer is a 404), as the README tells a host to.
 */
const previewAsHosted: Plugin = {
  name: 'preview-as-hosted',
  configurePreviewServer(server) {
    const headersFile = resolve(server.config.root, server.config.build.outDir, '_headers');
    const rules = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
    server.middlewares.use((request, response, next) => {
      const [path = '', query] = (request.url ?? '').split(/\?(.*)/s);
      if (path === appScope(APP_BASE)) {
        response.writeHead(301, { Location: `${APP_BASE}${query ? `?${query}` : ''}` });
        response.end();
        return;
      }
      for (const [name, value] of Object.entries(headersForPath(rules, path))) response.setHeader(name, value);
      next();
    });
  },
};

/** The build's output folder, as Vite resolved it (`--outDir`), for the precache list to read the source maps. */
let outDir = 'dist';
const outDirOfBuild: Plugin = { name: 'out-dir-of-build', configResolved: (config) => void (outDir = config.build.outDir) };

/** A built chunk of a library loaded only when configured (error tracing, analytics): not precached. */
function onlyWhenConfigured(url: string): boolean {
  const map = join(outDir, `${url}.map`);
  if (!url.endsWith('.js') || !existsSync(map)) return false;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
  return sources.some((source) => source.includes('node_modules/@sentry') || source.includes('node_modules/posthog-js'));
}

/**
 * The service worker's answer when it has none from the device or the network (a Workbox plugin, copied
 * into sw.js as source: it uses nothing from here).
 */
const unavailableWhenUnanswered = { handlerDidError: async () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) };

/**
 * The progressive web app (vite-plugin-pwa, Workbox), in builds against a backend (VITE_API_BASE_URL:
 * production, and the sandbox server of `npm start`): the manifest, and a service worker that precaches
 * the app shell and every chunk a screen needs (Sentry and PostHog, fetched only where configured, are
 * cached when used), so that the app opens with no connection. A new version waits until the learner
 * accepts it (or every tab is closed): `registerType: 'prompt'`, registered by src/adapters/pwa. The
 * in-browser sandbox build has MSW's worker on the same scope instead: its sw.js only unregisters itself,
 * for a browser that kept one from an earlier build on the same origin.
 */
function progressiveWebApp(env: Record<string, string>) {
  const installable = Boolean(env.VITE_API_BASE_URL);
  return VitePWA({
    selfDestroying: !installable,
    injectRegister: false,
    registerType: 'prompt',
    manifest: installable && {
      id: APP_BASE,
      name: 'Sreo Learn',
      short_name: 'Sreo Learn',
      description: 'Study your daily cards, keep your streak and watch your True Knowledge Level rise.',
      start_url: APP_BASE,
      scope: APP_BASE,
      display: 'standalone',
      background_color: '#f4f6f9',
      theme_color: '#1f5f8b',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !onlyWhenConfigured(entry.url)), warnings: [] })],
      // Every in-app address opens the app shell, /app without its slash too; the app routes it.
      navigateFallback: `${APP_BASE}index.html`,
      navigateFallbackAllowlist: [new RegExp(`^${appScope(APP_BASE)}(/|$)`)],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        // A request the worker can answer neither from the device nor from the network gets a 503 of the
        // worker's own, which the page takes as a file that cannot load: a rejected answer is an error
        // Firefox reports on the page (decision 0315).
        // Chunks not precached (the libraries above) once fetched: their names change with their content.
        // A pattern, not a function: a function is copied into sw.js as source, without APP_BASE, and threw
        // a ReferenceError on every request the worker saw.
        // The partner's logo has no rule: the page draws it from its own copy on the device (decision 0340).
        { urlPattern: new RegExp(`${APP_BASE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}assets/`), handler: 'CacheFirst', options: { cacheName: 'sreo-assets', plugins: [unavailableWhenUnanswered] } },
      ],
    },
  });
}

/**
 * The page never opens libsql (Node's SQLite, the sandbox's default database in jest and the server):
 * the in-page sandbox runs on sql.js. Its import resolves to a stub that says so.
 */
const noLibsqlInThePage: Plugin = {
  name: 'no-libsql-in-the-page',
  enforce: 'pre',
  resolveId: (id) => (id === 'libsql' ? '\0no-libsql' : null),
  load: (id) => (id === '\0no-libsql' ? 'export default class Database { constructor() { throw new Error("libsql runs in Node only"); } }' : null),
};

/**
 * The app lives under /app; with no VITE_API_BASE_URL the in-browser sandbox serves /sreo/v0.1.
 * `--mode server` (npm start, the server-mode browser tests, the bench) points the app at the sandbox
 * server's origins on SANDBOX_PORT (sandboxServerBuild.ts); the dev server listens on APP_PORT.
 * A setting the app cannot start without (VITE_SUPPORT_EMAIL with a real backend) stops the build or
 * the dev server here, with its message, rather than a blank page later. `vite preview` serves the build
 * with the security headers of its `_headers` file (src/di/hostingHeaders.ts).
 */
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  // Set before Vite reads the environment, so that the app's import.meta.env carries them too.
  if (mode === 'server') Object.assign(process.env, sandboxServerBuildVariables(process.env));
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const deployment = deploymentFrom(env);
  return {
    base: APP_BASE,
    plugins: [noLibsqlInThePage, reactRouterTreeShaken(), react(), contentSecurityPolicyTag(env), typefacePreload, outDirOfBuild, progressiveWebApp(env), hostingConfigFiles(env), sourceMapsNotShipped(), await inPageDemoFilesPlugin(env), await signInLinePlugin(deployment), previewAsHosted],
    ...(command === 'build' ? { resolve: { alias: reactRouterProductionBuild } } : {}),
    // Builds beside the sources (dist/, dist-*/: the browser tests', the bench's, the screenshots') are not
    // the app's: a build while the dev server runs would otherwise reload its page for each page it writes.
    server: { port: appPort(process.env), strictPort: true, watch: { ignored: ['**/dist/**', '**/dist-*/**'] } },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // No modulepreload polyfill on the first load: every browser the es2022 target runs in but Safari
      // 16.4-16.x supports <link rel="modulepreload">, and there the chunks still load, on import.
      modulePreload: { polyfill: false },
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 800,
      // Every module the first load needs (statically imported from the entry) in one chunk beside it:
      // left to itself, the bundler split off a small chunk for each module a lazy part shares with the
      // first load (a port's token, a presenter), and each file costs the first load its own overhead.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } } },
    },
  };
});
