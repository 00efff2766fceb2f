// `npm run bench -- NAME [--quick]`: runs bench/NAME/index.ts with tsx. Each benchmark prints its
// figures and, as its last line, one JSON object with the keys its issue names.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const [name, ...rest] = process.argv.slice(2);
const available = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'index.ts')))
  .map((d) => d.name);

if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- NAME [--quick]\navailable: ${available.join(', ') || '(none yet)'}`);
  process.exit(2);
}
const result = spawnSync('npx', ['tsx', join(here, name, 'index.ts'), ...rest], { stdio: 'inherit' });
process.exit(result.status ?? 1);
