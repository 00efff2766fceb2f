import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { createMenu } from '@ehire/domain/shell/menu';
import { newPathClass } from '@ehire/domain/routing/routes';
import { usePlatform } from '../../platform/PlatformContext';
import { clearSession, readToken, readUserInfo } from '../../platform/session';
import { chatScriptUrl, hotline, legacyUrls } from '../config';
import { lazyWithAntd } from '../routing/with-antd';
import { useSessionAuthMap } from '../use-session-auth-map';
import { ConsoleHeader } from './ConsoleHeader';
import { SideMenu } from './SideMenu';
import { useConsoleAntd } from './console-antd';
import { StatementHost } from './StatementHost';
import { useChatLoader } from './useChatLoader';
import { useMenuCollapse } from './useMenuCollapse';
import { useSiteConfig } from './useSiteConfig';
import { useUnreadCount } from './useUnreadCount';
import styles from './ConsoleLayout.module.css';

// Loaded when first opened, with antd: it brings the password rule of the shared contracts (and zod).
const ChangePasswordDialog = lazyWithAntd(
  async () => (await import('./ChangePasswordDialog')).ChangePasswordDialog,
);

/**
 * The console shell (D1 §2): header, collapsible side menu with the unread badge and the hotline,
 * the statement dialog and the chat widget around the current page. Pages under /new get the
 * distinct style class on this root (ROUTE-065).
 */
export function ConsoleLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { api, client, cookies, storage } = usePlatform();
  const userInfo = readUserInfo(cookies);
  const flag = userInfo?.isusenewehireplus ?? 1;
  const urls = useMemo(() => legacyUrls(), []);
  const items = useMemo(() => createMenu({ isUseNewEhirePlus: flag, legacyUrls: urls }), [flag, urls]);
  // Read at every render: once logout or a password change clears the cookie, the shell's
  // queries stop instead of calling the server without a session.
  const hasSession = Boolean(readToken(cookies));
  const authMap = useSessionAuthMap(hasSession);
  const unreadCount = useUnreadCount(hasSession);
  const { collapsed, toggleable, toggle } = useMenuCollapse();
  const [changingPassword, setChangingPassword] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const site = useSiteConfig();
  useChatLoader(chatScriptUrl(site));
  const hotlineText = `服务热线：${hotline(site)}`;
  // Bare until a page that draws antd has loaded its providers; kept mounted from then on.
  const AntdScope = useConsoleAntd(pathname);
  const page = <Outlet />;

  // Leave the shell first: its queries would refetch, without a session, if cleared while mounted.
  const leave = async () => {
    await navigate('/login', { replace: true });
    queryClient.clear();
  };

  // SHELL-004: the spec's older logout page does not exist here; the API revokes the session
  // and the cookies are cleared even if the call fails.
  const logout = async () => {
    setLoggingOut(true);
    try {
      await api.logout();
    } catch {
      // Already signed out on this device (api.logout clears the session in `finally`).
    } finally {
      setLoggingOut(false);
      void leave();
    }
  };

  // The server has revoked every session of the operator: forget this one without another call.
  const afterPasswordChange = () => {
    setChangingPassword(false);
    clearSession(cookies, storage);
    client.resetSessionFlags();
    void leave();
  };

  const rootClass = [styles.layout, newPathClass(pathname)].filter(Boolean).join(' ');

  return (
    <div className={rootClass} data-testid="console-layout">
      <ConsoleHeader
        userInfo={userInfo}
        hasSession={hasSession}
        helpUrl={urls.helpPdf}
        collapsed={collapsed}
        toggleable={toggleable}
        onToggleMenu={toggle}
        onChangePassword={() => setChangingPassword(true)}
        onLogout={() => void logout()}
        loggingOut={loggingOut}
      />
      <div className={styles.body}>
        <aside
          className={collapsed ? `${styles.sider} ${styles.siderCollapsed}` : styles.sider}
          data-testid="side-menu-panel"
          data-collapsed={collapsed ? 'true' : 'false'}
        >
          <SideMenu
            items={items}
            pathname={pathname}
            collapsed={collapsed}
            unreadCount={unreadCount}
            authMap={authMap}
          />
          <div className={styles.hotline} data-testid="hotline" title={hotlineText}>
            {collapsed ? '热线' : hotlineText}
          </div>
        </aside>
        <main className={styles.content}>{AntdScope ? <AntdScope>{page}</AntdScope> : page}</main>
      </div>
      {changingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open
            onClose={() => setChangingPassword(false)}
            onChanged={afterPasswordChange}
          />
        </Suspense>
      ) : null}
      <StatementHost />
    </div>
  );
}
