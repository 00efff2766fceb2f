import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import {
  BarChartOutlined,
  CalendarOutlined,
  HomeOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { MENU_MISSING_LEVEL, WRITE_MIN_LEVEL } from '@ehire/domain/codes/permissions';
import {
  activeMenuIndex,
  badgeText,
  groupMenuItems,
  openMenuIndices,
  type MenuItem,
} from '@ehire/domain/shell/menu';
import type { AuthMap } from '../../platform/auth-list';
import styles from './ConsoleLayout.module.css';

type AntItem = Required<MenuProps>['items'][number];

const ICON: Readonly<Record<string, ReactNode>> = {
  '00': <HomeOutlined />,
  '01': <ProfileOutlined />,
  '02': <TeamOutlined />,
  '03': <CalendarOutlined />,
  '04': <NotificationOutlined />,
  '05': <BarChartOutlined />,
  '06': <SettingOutlined />,
};

export interface SideMenuProps {
  items: readonly MenuItem[];
  pathname: string;
  collapsed: boolean;
  unreadCount: number;
  /** Undefined until loaded: every entry is shown meanwhile (missing counts as 2, PERM-003). */
  authMap: AuthMap | undefined;
}

function visible(item: MenuItem, authMap: AuthMap | undefined): boolean {
  if (!item.permission) return true;
  return (authMap?.[item.permission] ?? MENU_MISSING_LEVEL) >= WRITE_MIN_LEVEL;
}

function entryLabel(item: MenuItem, badge: string): ReactNode {
  const title = <span className={styles.menuTitle}>{item.title}</span>;
  const content = (
    <>
      {title}
      {badge ? (
        <span className={styles.menuBadge} data-testid="unread-badge">
          {badge}
        </span>
      ) : null}
    </>
  );
  const target = item.target;
  if (!target) return content;
  if (target.kind === 'route') return <Link to={target.to}>{content}</Link>;
  // Pages of the older backend: a full page load (GAP-009).
  return (
    <a href={target.href} target={target.newWindow ? '_blank' : undefined} rel="noopener noreferrer">
      {content}
    </a>
  );
}

function toAntItems(items: readonly MenuItem[], authMap: AuthMap | undefined, unread: string): AntItem[] {
  return items
    .filter((item) => visible(item, authMap))
    .map((item): AntItem => {
      const badge = item.badge === 'unreadNotice' ? unread : '';
      const icon = ICON[item.index];
      // Collapsed, the label is hidden: a dot on the icon still tells about unread notices.
      const iconWithDot =
        icon && badge ? (
          <Badge dot offset={[2, 2]}>
            {icon}
          </Badge>
        ) : (
          icon
        );
      if (item.children) {
        return {
          key: item.index,
          icon: iconWithDot,
          label: <span className={styles.menuTitle}>{item.title}</span>,
          children: groupedAntItems(item.children, authMap, unread),
          // Stable selector for end-to-end tests (rc-menu passes data-* to the <li>).
          ...({ 'data-menu-index': item.index } as Record<string, string>),
        };
      }
      return {
        key: item.index,
        icon: iconWithDot,
        label: entryLabel(item, badge),
        title: item.title,
        'data-menu-index': item.index,
      };
    });
}

/** Children that carry a group (系统设置, issue 17) are listed under titled antd item groups. */
function groupedAntItems(
  items: readonly MenuItem[],
  authMap: AuthMap | undefined,
  unread: string,
): AntItem[] {
  if (!items.some((item) => item.group)) return toAntItems(items, authMap, unread);
  return groupMenuItems(items).flatMap(({ group, items: members }): AntItem[] => {
    const children = toAntItems(members, authMap, unread);
    if (children.length === 0) return [];
    if (!group) return children;
    return [{ type: 'group', key: `group-${group}`, label: group, children }];
  });
}

/**
 * The side menu (SHELL-012..035): zh-CN entries from the domain table, the entry with the
 * longest matching path highlighted on every navigation, the unread badge on 通知管理.
 */
export function SideMenu({ items, pathname, collapsed, unreadCount, authMap }: SideMenuProps) {
  const active = activeMenuIndex(pathname, items);
  const unread = badgeText(unreadCount);
  const antItems = useMemo(() => toAntItems(items, authMap, unread), [items, authMap, unread]);

  // Parents of the active entry open on navigation; the user may open or close others.
  const [openKeys, setOpenKeys] = useState<string[]>(() => openMenuIndices(active));
  useEffect(() => {
    const parents = openMenuIndices(active);
    if (parents.length === 0) return;
    setOpenKeys((keys) =>
      parents.every((key) => keys.includes(key)) ? keys : [...new Set([...keys, ...parents])],
    );
  }, [active]);

  return (
    <Menu
      data-testid="side-menu"
      data-active-index={active ?? ''}
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={active ? [active] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys) })}
      items={antItems}
      className={styles.menu}
    />
  );
}
