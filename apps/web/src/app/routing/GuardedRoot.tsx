import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LEGACY_RESUME_PATH, resolveNavigation, type NavigationDecision } from '@ehire/domain/routing/guard';
import { LOGIN_PATHS, ERROR_PATH, pageTitle } from '@ehire/domain/routing/routes';
import { usePlatform } from '../../platform/PlatformContext';
import { readToken, readUserInfo } from '../../platform/session';
import { loginUrl } from '../login-redirect';
import { useSessionAuthMap } from '../use-session-auth-map';
import { clearFirstEntry, isFirstEntry } from './first-entry';
import { LazyNotFoundPage } from './lazy-pages';
import { legacyPageTitle } from './legacy-pages';

const APP_TITLE = '校园招聘管理后台';
const NOT_FOUND_TITLE = '页面不存在';

/** Pages shown without a session: the login page and the error page. */
function isPublicPath(pathname: string): boolean {
  return (LOGIN_PATHS as readonly string[]).includes(pathname) || pathname === ERROR_PATH;
}

function FullPageSpin() {
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        height: '100vh',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#8c8c8c',
      }}
    >
      加载中…
    </div>
  );
}

/** ROUTE-068: a full page load, outside the router. */
function FullReload({ to }: { to: string }) {
  const { ui } = usePlatform();
  useEffect(() => {
    ui.assign(to);
  }, [to, ui]);
  return <FullPageSpin />;
}

/**
 * Root of every console route. On each navigation it asks the domain guard what to do
 * (domain/routing/guard.ts, rules in its README), sends a visitor without a session to /login
 * (remembering the target in `redirect`), and for a page it shows: sets the document title from
 * the route metadata (ROUTE-066) and reports the page view (ROUTE-067).
 */
export function GuardedRoot() {
  const location = useLocation();
  const { cookies, storage, api } = usePlatform();
  const token = readToken(cookies);
  const userInfo = token ? readUserInfo(cookies) : null;
  const authMap = useSessionAuthMap(Boolean(token));
  const fromPathname = useRef<string | undefined>(undefined);

  // ROUTE-078 concerns the page a new window opens with, not later in-app navigations.
  const openedInNewWindow = fromPathname.current === undefined && Boolean(window.opener);
  let askedForAuth = false;
  const decision: NavigationDecision = resolveNavigation({
    pathname: location.pathname,
    search: location.search,
    // Without the cookie (signed out) the new console is assumed; login corrects it.
    isUseNewEhirePlus: userInfo?.isusenewehireplus ?? 1,
    openedInNewWindow,
    fromPathname: fromPathname.current,
    isFirstEntryAfterLogin: Boolean(token) && isFirstEntry(storage.session),
    authValue: (key) => {
      askedForAuth = true;
      return authMap?.[key];
    },
  });

  const target = `${location.pathname}${location.search}${location.hash}`;
  const needsLogin = !token && !isPublicPath(location.pathname);
  const waitForAuth = Boolean(token) && askedForAuth && authMap === undefined;
  const shown = decision.kind === 'allow' && !needsLogin && !waitForAuth;

  const firstEntryRedirect =
    !waitForAuth && decision.kind === 'redirect' && decision.to === LEGACY_RESUME_PATH;
  useEffect(() => {
    // PERM-007 happens once (issue 20 §2): the redirect consumes the mark, so an address typed
    // before the landing page has shown is not sent to /resume a second time.
    if (firstEntryRedirect) clearFirstEntry(storage.session);
  }, [firstEntryRedirect, storage.session]);

  useEffect(() => {
    if (decision.kind === 'notFound') document.title = NOT_FOUND_TITLE;
    if (!shown) return;
    fromPathname.current = location.pathname;
    clearFirstEntry(storage.session);
    document.title =
      pageTitle(location.pathname, location.search) ?? legacyPageTitle(location.pathname) ?? APP_TITLE;
  }, [shown, decision.kind, location.pathname, location.search, storage.session]);

  usePageViewTracking(
    shown && Boolean(token) ? `${location.pathname}${location.search}` : null,
    api.trackPageView,
  );

  // Signed out at the root: straight to the login page, which returns to / (PERM-007 root rule).
  if (!token && location.pathname === '/') return <Navigate to="/login" replace />;
  // A decision that read a permission waits for the permissions: sent on by a guess made before
  // they arrived, a user could land on /error or miss the first-entry redirect (PERM-007).
  if (waitForAuth) return <FullPageSpin />;
  if (decision.kind === 'redirect' || decision.kind === 'forbidden') {
    return <Navigate to={decision.to} replace />;
  }
  if (decision.kind === 'reload') return <FullReload to={decision.to} />;
  if (decision.kind === 'notFound') return <LazyNotFoundPage />;
  if (needsLogin) return <Navigate to={loginUrl(target)} replace />;
  return <Outlet />;
}

/**
 * ROUTE-067, GAP-012: each page shown (with a session) reports the previous and the current
 * URL; the server adds the operator id from the session. The first view reports the referrer.
 * A URL is reported once per change, so StrictMode's double effects do not double-count.
 */
function usePageViewTracking(
  url: string | null,
  track: (view: { prevUrl: string; url: string }) => Promise<unknown>,
) {
  const lastUrl = useRef<string | null>(null);
  useEffect(() => {
    if (url === null || url === lastUrl.current) return;
    const prevUrl = lastUrl.current ?? document.referrer;
    lastUrl.current = url;
    // The web family passes silently: a lost page view must not disturb the user.
    track({ prevUrl, url }).catch(() => undefined);
  }, [url, track]);
}
