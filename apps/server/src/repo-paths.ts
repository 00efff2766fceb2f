import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPostgresUrl } from './db/dialect';

// `npm start` runs the server from apps/server and `npm run seed` from the seed folder; both
// resolve a relative DATA_DIR (default ./data) and a relative SQLite DATABASE_URL against the
// repository root so they always open the same database.

/** The directory holding the workspaces' root package.json, found by walking up from here. */
export function findRepoRoot(start: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ('workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
      } catch {
        // An unreadable manifest is not the root; keep walking up.
      }
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** The environment with relative data paths made absolute against the repository root. */
export function environmentFromRoot(env: NodeJS.ProcessEnv, root: string): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, DATA_DIR: path.resolve(root, env.DATA_DIR || './data') };
  const url = env.DATABASE_URL;
  // isPostgresUrl is a type guard on string | undefined; negating it would narrow url to never.
  const postgres: boolean = url !== undefined && isPostgresUrl(url);
  if (url && !postgres && url !== ':memory:') {
    const file = url.replace(/^sqlite:(\/\/)?/i, '');
    out.DATABASE_URL = path.resolve(root, file);
  }
  return out;
}
