import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13 §1, "one way to wire a feature": each feature is a module
// (`features/<feature>/<feature>.module.ts` exporting `register<Feature>(app, deps)`) that builds
// its repositories and services, registers its routes and tasks and answers what other features
// need; app.ts is the list of module registrations with their dependencies passed in. These tests
// read the source, so a route family wired anywhere else fails here with the file named.

const SRC = join(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FILES = walk(SRC)
  .map((path) => ({ rel: relative(SRC, path).split('\\').join('/'), path }))
  .filter(({ rel }) => !rel.endsWith('.test.ts') && !rel.startsWith('test/'));

/** The value imports of a file: each named binding with the module it comes from. */
function valueImports(source: string): { name: string; from: string }[] {
  const out: { name: string; from: string }[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const binding = part.trim();
      if (!binding || binding.startsWith('type ')) continue;
      out.push({ name: binding.split(/\s+as\s+/)[0]!.trim(), from: m[3]! });
    }
  }
  return out;
}

/** features/<f>/… → features/<f>/<f>.module.ts; platform/<p>/… → platform/<p>/<p>.module.ts. */
function moduleFileOf(rel: string): string {
  const [top, area] = rel.split('/');
  return `${top}/${area}/${area}.module.ts`;
}

describe('Feature wiring (issue 13 §1)', () => {
  it('ARCH-013-W1: a routes plugin (an export of a *.routes.ts) is imported only by its own feature’s module', () => {
    const offenders: string[] = [];
    for (const { rel, path } of FILES) {
      for (const { name, from } of valueImports(readFileSync(path, 'utf8'))) {
        if (!from.endsWith('.routes') || !name.endsWith('Routes')) continue;
        const routesFile = relative(SRC, join(path, '..', `${from}.ts`))
          .split('\\')
          .join('/');
        if (rel !== moduleFileOf(routesFile)) offenders.push(`${rel} imports ${name} from ${routesFile}`);
      }
    }
    expect(
      offenders,
      'register the routes in their feature’s module and call the module from app.ts',
    ).toEqual([]);
  });

  it('ARCH-013-W2: every feature with routes has a module exporting register<Feature>(app, deps)', () => {
    const missing = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((feature) => readdirSync(join(FEATURES, feature)).some((f) => f.endsWith('.routes.ts')))
      .filter((feature) => {
        const file = join(SRC, moduleFileOf(`features/${feature}/`));
        return (
          !existsSync(file) ||
          !/export async function register[A-Z]\w*\(\s*app: FastifyInstance/.test(readFileSync(file, 'utf8'))
        );
      });
    expect(missing).toEqual([]);
  });

  it('ARCH-013-W3: app.ts registers no routes plugin or task itself and builds no feature repository or service', () => {
    const source = readFileSync(join(SRC, 'app.ts'), 'utf8');
    const offenders = [
      ...[...source.matchAll(/app\.register\(\s*(\w+Routes)\b/g)].map((m) => `app.register(${m[1]})`),
      ...[...source.matchAll(/app\.tasks\.register\(/g)].map(() => 'app.tasks.register(…)'),
      ...valueImports(source)
        .filter(
          ({ from }) => from.startsWith('./features/') && /\.(routes|repository|service|task)$/.test(from),
        )
        .map(({ name, from }) => `imports ${name} from ${from}`),
    ];
    expect(offenders, 'move the wiring into the feature’s module').toEqual([]);
  });
});
