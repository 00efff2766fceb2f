import { useState } from 'react';
import { Card, Col, Row, Select, Statistic, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  ASSET_KINDS,
  ASSET_LABEL,
  LEDGER_KIND_LABEL,
  type AssetKind,
  type LedgerEntry,
} from '@ehire/domain/contracts/toolbox';
import { formatDate, formatDateTime } from '@ehire/domain/text/date-format';
import { PageCard } from '../jobs/components/PageCard';
import { SHOP_KEYS, useShopApi } from './api/shop-api';

/** 我的资产 (/new/shoppingStore/assets): balances with validity and the ledger of every change. */
export function AssetsPage() {
  const api = useShopApi();
  const [asset, setAsset] = useState<AssetKind | undefined>();
  const [page, setPage] = useState(1);
  const assets = useQuery({ queryKey: SHOP_KEYS.assets, queryFn: () => api.assets() });
  const query = { asset, page, pageSize: 20 };
  const ledger = useQuery({ queryKey: SHOP_KEYS.ledger(query), queryFn: () => api.ledger(query) });
  return (
    <PageCard title="我的资产" testId="shop-assets">
      <Row gutter={[16, 16]}>
        {(assets.data?.balances ?? []).map((balance) => (
          <Col key={balance.asset} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`balance-${balance.asset}`}>
              <Statistic title={ASSET_LABEL[balance.asset]} value={balance.available} />
              <div style={{ color: '#8c8c8c', fontSize: 12 }}>
                {balance.nextExpiresAt ? `最近到期：${formatDate(balance.nextExpiresAt)}` : '长期有效'}
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ margin: '16px 0 8px' }}>
        服务到期日：{assets.data?.memberExpireDate ?? '—'}
        <Select
          allowClear
          placeholder="全部资产"
          style={{ width: 180, marginLeft: 16 }}
          value={asset}
          onChange={(value) => {
            setAsset(value);
            setPage(1);
          }}
          options={ASSET_KINDS.map((kind) => ({ value: kind, label: ASSET_LABEL[kind] }))}
        />
      </div>
      <Table<LedgerEntry>
        rowKey="id"
        loading={ledger.isLoading}
        dataSource={ledger.data?.list ?? []}
        locale={{ emptyText: '暂无资产变动' }}
        pagination={{ current: page, pageSize: 20, total: ledger.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: '时间', render: (_, entry) => formatDateTime(entry.createdAt) },
          { title: '资产', render: (_, entry) => ASSET_LABEL[entry.asset] },
          { title: '类型', render: (_, entry) => <Tag>{LEDGER_KIND_LABEL[entry.kind]}</Tag> },
          {
            title: '变动',
            render: (_, entry) => (entry.delta > 0 ? `+${entry.delta}` : String(entry.delta)),
          },
          { title: '说明', dataIndex: 'note' },
        ]}
      />
    </PageCard>
  );
}
