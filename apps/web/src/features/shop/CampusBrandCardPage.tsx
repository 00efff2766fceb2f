import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CAMPUS_BRAND_MAX } from '@ehire/domain/contracts/toolbox';
import { PageCard } from '../jobs/components/PageCard';
import { SHOP_KEYS, useShopApi } from './api/shop-api';
import { OrderTable } from './components/OrderTable';

/** 校园品牌置顶卡 (/new/shoppingStore/campusBrandCard): cards held and their orders. */
export function CampusBrandCardPage() {
  const api = useShopApi();
  const assets = useQuery({ queryKey: SHOP_KEYS.assets, queryFn: () => api.assets() });
  const held = assets.data?.balances.find((b) => b.asset === 'brand_card')?.available ?? 0;
  return (
    <PageCard title="校园品牌置顶卡" testId="shop-brand">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`持有 ${held} 张（最多 ${CAMPUS_BRAND_MAX} 张）`}
        description="品牌置顶卡在服务商的校园招聘门户（各企业招聘官网列表）中置顶展示贵公司，每张对应一所学校。"
      />
      <OrderTable filter={(order) => order.asset === 'brand_card'} />
    </PageCard>
  );
}
