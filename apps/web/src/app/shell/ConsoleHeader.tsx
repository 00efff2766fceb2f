import { useState } from 'react';
import { Button, Divider } from 'antd';
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
          <Button
            type="text"
            data-testid="menu-toggle"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
          />
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
        <Divider orientation="vertical" />
        <span data-testid="greeting" className={styles.greeting}>
          您好，{userInfo?.oprcname ?? ''}
        </span>
        <Divider orientation="vertical" />
        <Button
          type="link"
          size="small"
          icon={<KeyOutlined />}
          data-testid="change-password"
          onClick={onChangePassword}
        >
          修改密码
        </Button>
        <Button
          type="link"
          size="small"
          icon={<LogoutOutlined />}
          data-testid="logout"
          loading={loggingOut}
          onClick={onLogout}
        >
          退出
        </Button>
      </div>
    </header>
  );
}
