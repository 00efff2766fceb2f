import { useState } from 'react';
import { Empty, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  ASSET_KINDS,
  ASSET_LABEL,
  LEDGER_KIND_LABEL,
  type AssetKind,
  type LedgerEntry,
} from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { OPS_TOOLBOX_KEYS, useOpsToolboxApi } from './ops-toolbox-api';

/** 企业资产明细: the ledger of one tenant (tenants known from their orders and quotes). */
export function OpsLedgerPanel() {
  const api = useOpsToolboxApi();
  const orders = useQuery({ queryKey: OPS_TOOLBOX_KEYS.orders, queryFn: () => api.orders() });
  const quotes = useQuery({ queryKey: OPS_TOOLBOX_KEYS.quotes, queryFn: () => api.quotes() });
  const [tenantId, setTenantId] = useState<string | undefined>();
  const [asset, setAsset] = useState<AssetKind | undefined>();
  const [page, setPage] = useState(1);
  const tenants = new Map<string, string>();
  for (const row of [...(orders.data?.list ?? []), ...(quotes.data?.list ?? [])])
    tenants.set(row.tenantId, row.tenantName);
  const query = { asset, page, pageSize: 20 };
  const ledger = useQuery({
    queryKey: OPS_TOOLBOX_KEYS.ledger(tenantId ?? '', query),
    queryFn: () => api.ledger(tenantId ?? '', query),
    enabled: Boolean(tenantId),
  });
  return (
    <div data-testid="ops-ledger">
      <Space style={{ marginBottom: 16 }}>
        <Select
          showSearch
          optionFilterProp="label"
          aria-label="企业"
          placeholder="选择企业"
          style={{ width: 240 }}
          value={tenantId}
          onChange={(value) => {
            setTenantId(value);
            setPage(1);
          }}
          options={[...tenants].map(([value, label]) => ({ value, label }))}
        />
        <Select
          allowClear
          aria-label="资产"
          placeholder="全部资产"
          style={{ width: 180 }}
          value={asset}
          onChange={(value) => {
            setAsset(value);
            setPage(1);
          }}
          options={ASSET_KINDS.map((kind) => ({ value: kind, label: ASSET_LABEL[kind] }))}
        />
      </Space>
      {tenantId ? (
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
      ) : (
        <Empty description="请选择企业查看资产明细" />
      )}
    </div>
  );
}
