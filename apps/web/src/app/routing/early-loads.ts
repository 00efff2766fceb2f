import { COOKIE_NAMES } from '@ehire/domain/constants';

/** Pages outside the console shell (their own bundles, or no shell). */
const OUTSIDE_CONSOLE = /^\/(login|Login|error|ops|careers|campus|resumePreview)(\/|$)/;

export interface EarlyLoaders {
  /** Pages drawn without antd: no antd for them. */
  plain: ReadonlySet<string>;
  layout: () => Promise<unknown>;
  antd: () => Promise<unknown>;
  pages: Readonly<Partial<Record<string, () => Promise<unknown>>>>;
}

const ignore = () => undefined;

/**
 * Starts downloading the console shell, the page of `pathname` and, when that page draws antd,
 * antd's providers, when a
 * recruiter is signed in (the user-info cookie is there) and the page is a console page. Returns
 * how many downloads it started. Errors are left to the router, which imports the same modules.
 */
export function startEarlyLoads(cookie: string, pathname: string, loaders: EarlyLoaders): number {
  const signedIn = cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_NAMES.userInfo}=`));
  if (!signedIn || OUTSIDE_CONSOLE.test(pathname)) return 0;
  const page = loaders.pages[pathname];
  // antd only with a page that draws it (the workbench is plain).
  const antd = page && !loaders.plain.has(pathname) ? loaders.antd : undefined;
  const loads = [loaders.layout, antd, page].filter((load) => load !== undefined);
  for (const load of loads) load().catch(ignore);
  return loads.length;
}
