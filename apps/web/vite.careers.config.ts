import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The careers site's own build (issue 13 §4), run after the console's into the same dist folder:
// careers.html and its chunks share nothing with the console, so the job list and the application
// form load neither the console's data router nor antd. The server answers /careers/… with it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: fileURLToPath(new URL('careers.html', import.meta.url)),
    },
  },
});
