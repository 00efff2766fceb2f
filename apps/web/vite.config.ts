import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { routeChunks } from './route-chunks';

const apiTarget = process.env.EHIRE_API_URL ?? 'http://127.0.0.1:8080';

// React, the router and their scheduler change rarely: one long-cached chunk shared by every
// bundle (login, console, candidate site, provider console). Everything else is split by route
// (lazy routes), so the login page only loads the antd parts it renders.
const reactCore =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

// Issue 22: fewer, larger chunks for antd's providers and the designer (route-chunks.ts).
const chunks = routeChunks();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), chunks.plugin],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react-core', test: reactCore, priority: 10 }, ...chunks.groups],
        },
      },
    },
  },
});
