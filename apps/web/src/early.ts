// Issue 22 (page open): on a signed-in console page, the shell's and the page's code start loading
// before React and the router are evaluated (the browser's connections are otherwise idle then).
// index.html lists this module before main.tsx, so it runs first; it has no React in it. It only
// starts downloads: the router imports the same modules (the browser fetches each once) and
// handles their errors. Without a session nothing is loaded: the login page stays as light.
import { loadAntdScope, loadConsoleLayout, PLAIN_PAGES } from './app/routing/console-shell';
import { startEarlyLoads } from './app/routing/early-loads';
import { PAGE_LOADERS } from './app/routing/pages';

startEarlyLoads(document.cookie, location.pathname, {
  layout: loadConsoleLayout,
  antd: loadAntdScope,
  pages: PAGE_LOADERS,
  plain: PLAIN_PAGES,
});
