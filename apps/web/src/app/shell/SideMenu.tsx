import { useEffect, useState, type ReactNode } from 'react';
import {
  BarChartOutlined,
  CalendarOutlined,
  DownOutlined,
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

interface EntryContext {
  authMap: AuthMap | undefined;
  unread: string;
  active: string | undefined;
  openKeys: readonly string[];
  toggle: (key: string) => void;
}

function EntryIcon({ item, badge }: { item: MenuItem; badge: string }) {
  const icon = ICON[item.index];
  if (!icon) return null;
  // Collapsed, the label is hidden: a dot on the icon still tells about unread notices.
  return (
    <span className={styles.menuIcon} aria-hidden="true">
      {icon}
      {badge ? <span className={styles.menuDot} /> : null}
    </span>
  );
}

/** A page entry: an in-app link, or a full page load for pages of the older backend (GAP-009). */
function Entry({ item, context }: { item: MenuItem; context: EntryContext }) {
  const badge = item.badge === 'unreadNotice' ? context.unread : '';
  const selected = context.active === item.index;
  const content = (
    <>
      <EntryIcon item={item} badge={badge} />
      <span className={styles.menuTitle}>{item.title}</span>
      {badge ? (
        <span className={styles.menuBadge} data-testid="unread-badge">
          {badge}
        </span>
      ) : null}
    </>
  );
  const target = item.target;
  const common = {
    className: styles.menuEntry,
    title: item.title,
    'aria-current': selected ? ('page' as const) : undefined,
  };
  return (
    <li className={selected ? styles.selected : undefined} data-menu-index={item.index}>
      {!target ? (
        <span {...common}>{content}</span>
      ) : target.kind === 'route' ? (
        <Link to={target.to} {...common}>
          {content}
        </Link>
      ) : (
        <a
          href={target.href}
          target={target.newWindow ? '_blank' : undefined}
          rel="noopener noreferrer"
          {...common}
        >
          {content}
        </a>
      )}
    </li>
  );
}

/** A parent entry: a button opening its children (titled groups for 系统设置, issue 17). */
function Parent({
  item,
  children,
  context,
}: {
  item: MenuItem;
  children: readonly MenuItem[];
  context: EntryContext;
}) {
  const open = context.openKeys.includes(item.index);
  const childSelected = Boolean(context.active?.startsWith(item.index));
  const listId = `side-menu-${item.index}`;
  const classes = [open ? styles.open : '', childSelected ? styles.childSelected : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes || undefined} data-menu-index={item.index} data-open={open ? 'true' : 'false'}>
      <button
        type="button"
        className={styles.menuEntry}
        title={item.title}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => context.toggle(item.index)}
      >
        <EntryIcon item={item} badge="" />
        <span className={styles.menuTitle}>{item.title}</span>
        <DownOutlined className={styles.menuArrow} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.subList} hidden={!open} aria-label={item.title}>
        <Children items={children} context={context} />
      </ul>
    </li>
  );
}

function Entries({ items, context }: { items: readonly MenuItem[]; context: EntryContext }) {
  return (
    <>
      {items
        .filter((item) => visible(item, context.authMap))
        .map((item) =>
          item.children ? (
            <Parent key={item.index} item={item} context={context}>
              {item.children}
            </Parent>
          ) : (
            <Entry key={item.index} item={item} context={context} />
          ),
        )}
    </>
  );
}

/** Children that carry a group (系统设置, issue 17) are listed under titled groups. */
function Children({ items, context }: { items: readonly MenuItem[]; context: EntryContext }) {
  if (!items.some((item) => item.group)) return <Entries items={items} context={context} />;
  return (
    <>
      {groupMenuItems(items).map(({ group, items: members }) => {
        const shown = members.filter((item) => visible(item, context.authMap));
        if (shown.length === 0) return null;
        if (!group) return <Entries key="ungrouped" items={shown} context={context} />;
        return (
          <li key={`group-${group}`}>
            <div className={styles.groupTitle} id={`side-menu-group-${group}`}>
              {group}
            </div>
            <ul className={styles.subList} aria-labelledby={`side-menu-group-${group}`}>
              <Entries items={shown} context={context} />
            </ul>
          </li>
        );
      })}
    </>
  );
}

/**
 * The side menu (SHELL-012..035): zh-CN entries from the domain table, the entry with the
 * longest matching path highlighted on every navigation, the unread badge on 通知管理.
 */
export function SideMenu({ items, pathname, collapsed, unreadCount, authMap }: SideMenuProps) {
  const active = activeMenuIndex(pathname, items);
  const unread = badgeText(unreadCount);

  // Parents of the active entry open on navigation; the user may open or close others.
  const [openKeys, setOpenKeys] = useState<string[]>(() => openMenuIndices(active));
  useEffect(() => {
    const parents = openMenuIndices(active);
    if (parents.length === 0) return;
    setOpenKeys((keys) =>
      parents.every((key) => keys.includes(key)) ? keys : [...new Set([...keys, ...parents])],
    );
  }, [active]);

  const context: EntryContext = {
    authMap,
    unread,
    active,
    // Collapsed, groups open beside the menu on hover or focus instead (CSS).
    openKeys: collapsed ? [] : openKeys,
    toggle: (key) =>
      setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key])),
  };

  return (
    <nav aria-label="主菜单" className={styles.menu} data-testid="side-menu" data-active-index={active ?? ''}>
      <ul className={collapsed ? `${styles.menuList} ${styles.collapsed}` : styles.menuList}>
        <Entries items={items} context={context} />
      </ul>
    </nav>
  );
}
