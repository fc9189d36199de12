import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The app lives under /app; with no VITE_API_BASE_URL the in-browser sandbox serves /sreo/v0.1. */
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
