// Browser tests drive Debian's chromium through playwright-core (no browser download is possible
// here). Install it, with a font that renders Chinese, when a fresh machine lacks it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(FONT_PATH)) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(
      `Chromium (${CHROMIUM_PATH}) or fonts-wqy-zenhei is missing; install them: ` +
        'apt-get update && apt-get install -y chromium fonts-wqy-zenhei',
    );
  }
  console.log('Installing chromium and fonts-wqy-zenhei from Debian ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update', { stdio: 'inherit', env });
  execSync('apt-get install -y --no-install-recommends chromium fonts-wqy-zenhei', { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
