import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, type RouteRecord } from '@ehire/domain/routing/routes';
import { GuardedRoot } from './routing/GuardedRoot';
import { LazyErrorPage, LazyNotFoundPage } from './routing/lazy-pages';
import { LEGACY_PAGES, type LegacyPage } from './routing/legacy-pages';
import { loadChunk } from './routing/chunk-load';
import { loadConsoleLayout, PLAIN_PAGES } from './routing/console-shell';
import { PAGE_LOADERS } from './routing/pages';
import { prefetchPage } from './routing/prefetch';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { withAntd } from './routing/with-antd';
import { loadConsoleAntd } from './shell/console-antd';
import { CAREERS_PATHS } from '../candidate/careers-paths';

/** Console pages drawn without antd (issue 13 §4): the landing page, with the shell. */

const loginRoute = async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage });

/** A console route of the domain table: its page when one is registered, else 功能建设中. */
function consoleRoute(route: RouteRecord): RouteObject {
  // Routes are case-sensitive like the domain table: /joblist is an alias the guard redirects.
  const base = { path: route.path, caseSensitive: true };
  if (route.redirectTo) {
    // The guard redirects first (keeping the query); this only backs it up.
    return { ...base, element: <Navigate to={route.redirectTo} replace /> };
  }
  const loader = PAGE_LOADERS[route.path];
  if (loader)
    return {
      ...base,
      lazy: async () => {
        // The page's first calls leave now, while its code loads (issue 22).
        prefetchPage(route.path);
        // The shell is plain (issue 13 §4): a page that draws antd brings its providers along
        // (the shell keeps them mounted around its pages from then on).
        const [module] = await Promise.all([
          loadChunk(loader),
          PLAIN_PAGES.has(route.path) ? undefined : loadConsoleAntd(),
        ]);
        return { Component: module.default };
      },
    };
  return {
    ...base,
    lazy: async () => {
      const [{ PlaceholderPage }] = await Promise.all([
        loadChunk(() => import('./routing/PlaceholderPage')),
        loadConsoleAntd(),
      ]);
      return { element: <PlaceholderPage feature={route.feature} fallbackTitle={route.title} /> };
    },
  };
}

/** A page of the older backend that reached this app: 功能建设中 with its module. */
function legacyRoute(page: LegacyPage): RouteObject {
  return {
    path: page.path,
    lazy: async () => {
      const [{ UnderConstruction }] = await Promise.all([
        import('../components/UnderConstruction'),
        loadConsoleAntd(),
      ]);
      return { element: <UnderConstruction title={page.title} module={page.module} /> };
    },
  };
}

/**
 * The route tree (ROUTE-001..081): every route of the domain table (top-level and /new) inside
 * the console shell, the login and error pages, and the two other faces in their own bundles
 * (candidate site, provider console), which the console guard does not apply to.
 */
export function appRoutes(): RouteObject[] {
  const consolePages = ROUTES.filter((route) => route.feature !== 'auth' && route.feature !== 'error');
  return [
    // The careers site: the job list and a job's own page (the share link and QR code target).
    ...CAREERS_PATHS.map((path) => ({
      path,
      hydrateFallbackElement: <BootFallback />,
      // Plain (issue 13 §4): the pages of it that still draw antd load it themselves.
      lazy: async () => ({
        Component: (await loadChunk(() => import('../candidate/CandidateSite'))).CandidateSite,
      }),
      errorElement: <RouteErrorBoundary />,
    })),
    // The provider's campus portal: every employer's careers site, brand-pinned first (issue 19).
    {
      path: '/campus',
      hydrateFallbackElement: <BootFallback />,
      lazy: async () => ({
        Component: await withAntd(
          async () => (await loadChunk(() => import('../candidate/CampusPortalPage'))).CampusPortalPage,
        ),
      }),
      errorElement: <RouteErrorBoundary />,
    },
    // The candidate-side preview of the resume form the designer opens (DES-028, GAP-009).
    {
      path: '/resumePreview',
      hydrateFallbackElement: <BootFallback />,
      lazy: async () => ({
        Component: await withAntd(
          async () =>
            (await loadChunk(() => import('../candidate/resume-form/ResumePreviewPage'))).ResumePreviewPage,
        ),
      }),
      errorElement: <RouteErrorBoundary />,
    },
    {
      path: '/ops',
      hydrateFallbackElement: <BootFallback />,
      lazy: async () => ({ Component: await withAntd(async () => (await import('../ops/OpsRoot')).OpsRoot) }),
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('../ops/OpsHomePage')).OpsHomePage }) },
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('../ops/OpsLoginPage')).OpsLoginPage }),
        },
        { path: '*', element: <LazyNotFoundPage /> },
      ],
    },
    {
      element: <GuardedRoot />,
      hydrateFallbackElement: <BootFallback />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { path: '/login', caseSensitive: true, lazy: loginRoute },
        { path: '/Login', caseSensitive: true, lazy: loginRoute },
        {
          path: '/error',
          element: <LazyErrorPage />,
        },
        {
          // Plain (issue 13 §4): the shell and the workbench draw no antd on their first paint.
          lazy: async () => ({
            Component: (await loadConsoleLayout()).ConsoleLayout,
          }),
          children: [
            { path: '/', element: null },
            ...consolePages.map(consoleRoute),
            ...LEGACY_PAGES.map(legacyRoute),
          ],
        },
        { path: '*', element: <LazyNotFoundPage /> },
      ],
    },
  ];
}

/** Shown while the first lazy route of the page loads (instead of a blank page). */
function BootFallback() {
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center', color: '#666666' }}>
      加载中…
    </div>
  );
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
