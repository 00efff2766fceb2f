import { useEffect, useState } from 'react';
import { Card, Empty, Input, List, Result, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '@ehire/domain/text/date-format';
import { CareersError, useCareersApi } from './careers-api';

/**
 * /campus: the provider's campus portal (public, issue 19): every employer's careers site, those
 * with a campus brand card applied first for its period (for the school searched, when one is).
 */
export function CampusPortalPage() {
  const api = useCareersApi();
  const [school, setSchool] = useState('');
  const sites = useQuery({
    queryKey: ['campus-portal', school],
    queryFn: () => api.portal(school || undefined),
  });
  useEffect(() => {
    document.title = '校园招聘门户';
  }, []);
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }} data-testid="campus-portal">
      <Typography.Title level={3}>校园招聘门户</Typography.Title>
      <Input.Search
        allowClear
        aria-label="学校"
        placeholder="输入学校名称，查看在贵校置顶的企业"
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(value) => setSchool(value.trim())}
      />
      {sites.isPending ? (
        <Spin />
      ) : sites.isError ? (
        <Result
          status="error"
          title={sites.error instanceof CareersError ? sites.error.message : '加载失败，请稍后重试'}
        />
      ) : sites.data.list.length === 0 ? (
        <Empty description="暂无企业" />
      ) : (
        <List
          aria-label="企业列表"
          dataSource={sites.data.list}
          renderItem={(site) => (
            <List.Item data-testid="campus-site">
              <Card size="small" style={{ width: '100%' }}>
                <Link to={`/careers/${encodeURIComponent(site.member)}`}>{site.name}</Link>
                {site.pinned ? (
                  <span style={{ marginLeft: 12 }}>
                    <Tag color="gold">品牌置顶</Tag>
                    <Typography.Text type="secondary">
                      {site.pinnedSchools.join('、')}
                      {site.pinnedUntil ? ` · 至${formatDate(site.pinnedUntil)}` : ''}
                    </Typography.Text>
                  </span>
                ) : null}
              </Card>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
