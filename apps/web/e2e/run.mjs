// `npm run e2e`: make sure the browser is there, then run the end-to-end specs with vitest
// against the built web app (apps/web/dist) served by a real server on a fresh database.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', resolve(here, 'vitest.e2e.config.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
