import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // A browser on a loaded 2-core machine: give page changes up to 15 s before a poll fails.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another on 2 cores.
    fileParallelism: false,
  },
});
