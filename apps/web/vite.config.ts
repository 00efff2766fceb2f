import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.EHIRE_API_URL ?? 'http://127.0.0.1:8080';

// React, the router and their scheduler change rarely: one long-cached chunk shared by every
// bundle (login, console, candidate site, provider console). Everything else is split by route
// (lazy routes), so the login page only loads the antd parts it renders.
const reactCore =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

// Issue 22 (designer page open): a cold visit to the designer asked for ~88 chunks (entry, shell,
// antd's providers, the page), most of them a few hundred bytes to a few kB, queued on the
// browser's six HTTP/1.1 connections. Rolldown splits by which lazy routes share a module, and
// antd's parts are shared in many different combinations. Two groups gather them instead:
//
// - `antd-scope`: what AntdScope (antd's providers, loaded with every antd page) reaches;
// - `designer-deps`: what the designer page reaches besides that (antd components, domain rules),
//   the page's own modules left in its chunk.
//
// Neither takes a module that a light page loads first: the entry's static closure (the shell's
// first load), the login page, the console layout and the workbench. Those sets are closed under
// static imports, so no light chunk imports a grouped module: login, shell and careers (a separate
// build) keep their weight. Other antd pages load the groups' chunks whole when they use a part.
//
// The graph is read when the build has parsed every module (buildEnd), before chunks are made.
// antd's and the icons' barrels import every component; through them only the names the importer
// imports are followed (the rest is tree-shaken), else the groups would take all of antd.

const HERE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const LIGHT_ROOTS = [
  /features[\\/]auth[\\/]LoginPage\.tsx$/,
  /app[\\/]shell[\\/]ConsoleLayout\.tsx$/,
  /features[\\/]workbench[\\/]WorkbenchPage\.tsx$/,
];
const ANTD_SCOPE = /app[\\/]AntdScope\.tsx$/;
const DESIGNER_PAGE = /features[\\/]designer[\\/]ResumeDesignerPage\.tsx$/;
const DESIGNER_OWN = /[\\/]src[\\/]features[\\/]designer[\\/]/;

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (c: string, i: number) => (i === 0 ? '' : '-') + c.toLowerCase());
const BARRELS = [
  {
    pkg: 'antd',
    test: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
    file: (name: string) => `${kebab(name)}/index.js`,
  },
  {
    pkg: '@ant-design/icons',
    test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
    file: (name: string) => `icons/${name}.js`,
  },
];

/** The files of a barrel that `importer` (a source file) names; the whole barrel when unsure. */
function throughBarrel(importer: string, barrelId: string, barrel: (typeof BARRELS)[number]): string[] {
  if (/[\\/]node_modules[\\/]/.test(importer) || !existsSync(importer)) return [barrelId];
  const code = readFileSync(importer, 'utf8');
  const out: string[] = [];
  const from = new RegExp(
    `import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${barrel.pkg.replace('/', '\\/')}['"]`,
    'g',
  );
  for (const match of code.matchAll(from)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (!name || name.startsWith('type ')) continue;
      const file = path.join(path.dirname(barrelId), barrel.file(name));
      if (!existsSync(file)) return [barrelId];
      out.push(file);
    }
  }
  return out;
}

const grouped = {
  antdScope: new Set<string>(),
  designerDeps: new Set<string>(),
};

/** The plugin that reads the module graph, and the two groups for `codeSplitting.groups`. */
function routeChunks(): {
  plugin: Plugin;
  groups: {
    name: string;
    test: (id: string) => boolean;
    priority: number;
    includeDependenciesRecursively: false;
  }[];
} {
  const plugin: Plugin = {
    name: 'ehire-route-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => {
        const into = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          const m = this.getModuleInfo(id);
          if (!m) continue;
          for (const next of m.importedIds) {
            const barrel = BARRELS.find((b) => b.test.test(next));
            stack.push(...(barrel ? throughBarrel(id, next, barrel) : [next]));
          }
        }
        return into;
      };
      const pick = (tests: RegExp[]) => ids.filter((id) => HERE.test(id) && tests.some((t) => t.test(id)));
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const light = new Set([...closure(entries), ...closure(pick(LIGHT_ROOTS))]);
      const scope = [...closure(pick([ANTD_SCOPE]))].filter((id) => !light.has(id));
      grouped.antdScope = new Set(scope);
      grouped.designerDeps = new Set(
        [...closure(pick([DESIGNER_PAGE]))].filter(
          (id) => !light.has(id) && !grouped.antdScope.has(id) && !DESIGNER_OWN.test(id),
        ),
      );
    },
  };
  return {
    plugin,
    groups: [
      {
        name: 'antd-scope',
        test: (id) => grouped.antdScope.has(id),
        priority: 6,
        includeDependenciesRecursively: false,
      },
      {
        name: 'designer-deps',
        test: (id) => grouped.designerDeps.has(id),
        priority: 5,
        includeDependenciesRecursively: false,
      },
    ],
  };
}

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
