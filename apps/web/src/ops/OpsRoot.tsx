import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PlatformProvider, usePlatform } from '../platform/PlatformContext';
import { loginUrl } from '../app/login-redirect';
import { OPS_LOGIN_PATH, OPS_TOKEN_COOKIE, createOpsPlatform } from './ops-platform';

/**
 * Root of the provider console (/ops, its own lazy bundle): its own platform (ops token), and
 * every page but the login needs an ops session.
 */
export function OpsRoot() {
  const consolePlatform = usePlatform();
  const opsPlatform = useMemo(() => createOpsPlatform(consolePlatform), [consolePlatform]);
  const { pathname, search } = useLocation();
  const signedIn = Boolean(opsPlatform.cookies.get(OPS_TOKEN_COOKIE));

  if (!signedIn && pathname !== OPS_LOGIN_PATH) {
    const target = loginUrl(`${pathname}${search}`).replace(/^\/login/, OPS_LOGIN_PATH);
    return <Navigate to={target} replace />;
  }
  return (
    <PlatformProvider platform={opsPlatform}>
      <Outlet />
    </PlatformProvider>
  );
}
