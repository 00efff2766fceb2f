import { OPS_AUTH_API } from '@ehire/domain/api/ops-auth';
import { useEffect } from 'react';
import { Button, Card, Spin, Tabs } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '../platform/PlatformContext';
import { ForbiddenWordManager } from '../features/jobs/forbidden-words/ForbiddenWordManager';
import { OPS_LOGIN_PATH, OPS_TOKEN_COOKIE, type OpsStaff } from './ops-platform';
import { OpsJobReviewPage } from './OpsJobReviewPage';
import { OpsDesignReviewPage } from './design-review/OpsDesignReviewPage';
import { OpsLedgerPanel } from './toolbox/OpsLedgerPanel';
import { OpsOrdersPanel } from './toolbox/OpsOrdersPanel';
import { OpsProductsPanel } from './toolbox/OpsProductsPanel';
import { OpsQuotesPanel } from './toolbox/OpsQuotesPanel';

const OPS_TABS = ['jobs', 'designs', 'words', 'quotes', 'orders', 'products', 'ledger'] as const;
type OpsTab = (typeof OPS_TABS)[number];

/**
 * /ops: the provider staff's console. 职位审核 (jobs awaiting approval across tenants) and the
 * provider-wide 违禁词 list, resume-design review, and the toolbox's provider side (issue 19:
 * quotes and leads, orders with offline payment and refunds, products and prices, tenant
 * ledgers); `?tab=` keeps the open one across reloads.
 */
export function OpsHomePage() {
  const { client, cookies } = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: OpsTab = OPS_TABS.find((item) => item === tabParam) ?? 'jobs';

  useEffect(() => {
    document.title = '服务商后台';
  }, []);

  const me = useQuery({
    queryKey: ['ops', 'me'],
    queryFn: () => client.call<OpsStaff>(OPS_AUTH_API.me),
  });

  const logout = async () => {
    try {
      await client.call(OPS_AUTH_API.logout);
    } catch {
      // Signed out on this device regardless.
    } finally {
      cookies.remove(OPS_TOKEN_COOKIE);
      queryClient.removeQueries({ queryKey: ['ops'] });
      navigate(OPS_LOGIN_PATH, { replace: true });
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <header
        style={{
          height: 56,
          padding: '0 24px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <strong style={{ fontSize: 16 }}>服务商后台</strong>
        <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <span data-testid="ops-staff-name">
            {me.isPending ? <Spin size="small" /> : `您好，${me.data?.displayName ?? ''}`}
          </span>
          <Button
            type="link"
            icon={<LogoutOutlined />}
            onClick={() => void logout()}
            data-testid="ops-logout"
          >
            退出
          </Button>
        </span>
      </header>
      <main style={{ padding: 24 }}>
        <Card variant="borderless">
          <Tabs
            activeKey={tab}
            onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
            destroyOnHidden
            items={[
              { key: 'jobs', label: '职位审核', children: <OpsJobReviewPage /> },
              { key: 'designs', label: '简历审核', children: <OpsDesignReviewPage /> },
              {
                key: 'words',
                label: '平台违禁词',
                children: <ForbiddenWordManager base="provider" />,
              },
              { key: 'quotes', label: '预报价与咨询', children: <OpsQuotesPanel /> },
              { key: 'orders', label: '订单', children: <OpsOrdersPanel /> },
              { key: 'products', label: '商品与价格', children: <OpsProductsPanel /> },
              { key: 'ledger', label: '企业资产', children: <OpsLedgerPanel /> },
            ]}
          />
        </Card>
      </main>
    </div>
  );
}
