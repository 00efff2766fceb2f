// `npm start`: build what is missing or older than its sources (the web app with vite, the
// server bundled with esbuild into apps/server/dist), then run the compiled server with node.
// A second start with nothing changed builds nothing.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();

/** Newest modification time of the files under the given paths (0 when none). */
function newest(...paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) walk(path.join(root, p));
  return latest;
}

function built(output) {
  const file = path.join(root, output);
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const domain = 'packages/domain/src';
if (
  built('apps/web/dist/index.html') <
  newest(
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/careers.html',
    'apps/web/vite.config.ts',
    'apps/web/vite.careers.config.ts',
    domain,
  )
) {
  console.log('构建前端（apps/web/dist）…');
  run('npm', ['run', 'build', '--workspace', 'apps/web']);
}
if (built('apps/server/dist/server.js') < newest('apps/server/src', 'apps/server/build.mjs', domain)) {
  console.log('构建服务端（apps/server/dist）…');
  run('node', ['apps/server/build.mjs']);
}
console.log(`构建检查完成，用时 ${Date.now() - began} ms`);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, EHIRE_START_BEGAN: String(began) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
