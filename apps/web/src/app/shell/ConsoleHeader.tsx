import { useState } from 'react';
import {
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '../../platform/session';
import { ProjectSwitcher } from './ProjectSwitcher';
import styles from './ConsoleLayout.module.css';

/** Shipped logo used when the member has none or it fails to load (SHELL-001). */
const FALLBACK_LOGO = '/logo.svg';

export interface ConsoleHeaderProps {
  userInfo: UserInfo | null;
  hasSession: boolean;
  helpUrl: string;
  collapsed: boolean;
  /** The collapse toggle is offered (SHELL-010). */
  toggleable: boolean;
  onToggleMenu: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Header of the console (SHELL-001..005): logo, project switcher, help, greeting, account actions. */
export function ConsoleHeader({
  userInfo,
  hasSession,
  helpUrl,
  collapsed,
  toggleable,
  onToggleMenu,
  onChangePassword,
  onLogout,
  loggingOut,
}: ConsoleHeaderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = !logoFailed && userInfo?.ctmlogo ? userInfo.ctmlogo : FALLBACK_LOGO;

  return (
    <header className={styles.header}>
      <div className={styles.headerLeft}>
        {toggleable ? (
          <button
            type="button"
            className={styles.iconButton}
            data-testid="menu-toggle"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            aria-expanded={!collapsed}
            onClick={onToggleMenu}
          >
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
        ) : null}
        <img
          className={styles.logo}
          src={logo}
          alt="企业标志"
          data-testid="header-logo"
          onError={() => setLogoFailed(true)}
        />
        <ProjectSwitcher oprid={userInfo?.oprid ?? ''} enabled={hasSession} />
      </div>
      <div className={styles.headerRight}>
        <a
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="help-link"
          className={styles.headerLink}
        >
          <QuestionCircleOutlined /> 帮助
        </a>
        <span className={styles.divider} role="separator" aria-orientation="vertical" />
        <span data-testid="greeting" className={styles.greeting}>
          您好，{userInfo?.oprcname ?? ''}
        </span>
        <span className={styles.divider} role="separator" aria-orientation="vertical" />
        <button
          type="button"
          className={styles.linkButton}
          data-testid="change-password"
          onClick={onChangePassword}
        >
          <KeyOutlined /> 修改密码
        </button>
        <button
          type="button"
          className={styles.linkButton}
          data-testid="logout"
          disabled={loggingOut}
          aria-busy={loggingOut}
          onClick={onLogout}
        >
          <LogoutOutlined /> 退出
        </button>
      </div>
    </header>
  );
}
