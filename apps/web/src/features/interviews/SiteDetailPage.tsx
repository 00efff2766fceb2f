import { Card, Descriptions, Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

/** 面试地点详情 (/interview/site/detail?id=…). */
export function SiteDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const api = useInterviewsApi();
  const site = useQuery({
    queryKey: INTERVIEW_KEYS.site(id),
    queryFn: () => api.site(id),
    enabled: id !== '',
  });
  if (!id || site.isError) return <Empty description="面试地点不存在" />;
  const s = site.data;
  return (
    <Card title="面试地点详情" loading={site.isLoading}>
      {s && (
        <Descriptions column={1} bordered>
          <Descriptions.Item label="名称">{s.name}</Descriptions.Item>
          <Descriptions.Item label="地址">{s.address}</Descriptions.Item>
          <Descriptions.Item label="面试间">{s.rooms.join('、') || '—'}</Descriptions.Item>
          <Descriptions.Item label="容纳人数">{s.capacity}</Descriptions.Item>
          <Descriptions.Item label="联系人">{s.contact}</Descriptions.Item>
          <Descriptions.Item label="地图">
            {s.mapLink ? (
              <a href={s.mapLink} target="_blank" rel="noreferrer">
                查看地图
              </a>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
