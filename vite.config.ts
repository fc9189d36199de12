import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, type PolicySettings } from './src/di/contentSecurityPolicy';

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
 * The app lives under /app; with no VITE_API_BASE_URL the in-browser sandbox serves /sreo/v0.1.
 * `--mode server` (npm start, the server-mode browser tests) reads .env.server: the sandbox server's origins.
 */
export default defineConfig(({ mode }) => ({
  base: '/app/',
  plugins: [react(), contentSecurityPolicyTag(loadEnv(mode, process.cwd(), 'VITE_'))],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
}));
