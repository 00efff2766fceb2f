import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { key: '/new/systemManagement/basic/basicsets', label: '筛选设置' },
  { key: '/new/systemManagement/basic/destinationlist', label: '目标学校/专业' },
  { key: '/new/systemManagement/basic/talentlist', label: '人才预览' },
] as const;

/**
 * 基础设置's pages (menu 0601 opens 筛选设置): one tab a page, so each is reachable from the menu.
 * The old /systemManagement/basic/basicsets path counts as 筛选设置.
 */
export function BasicSettingsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find((tab) => pathname.startsWith(tab.key))?.key ?? TABS[0].key;
  return (
    <Tabs
      activeKey={active}
      items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
      onChange={(key) => void navigate(key)}
    />
  );
}
