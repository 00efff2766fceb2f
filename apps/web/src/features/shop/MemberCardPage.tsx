import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_EXPIRY_CONSEQUENCES } from '@ehire/domain/toolbox/membership';
import { PageCard } from '../jobs/components/PageCard';
import { SHOP_KEYS, useShopApi } from './api/shop-api';
import { ProductCatalogue } from './components/ProductCatalogue';

/** 会员卡 (/new/shoppingStore/memberCard): membership plans; renewal extends the service expiry. */
export function MemberCardPage() {
  const api = useShopApi();
  const assets = useQuery({ queryKey: SHOP_KEYS.assets, queryFn: () => api.assets() });
  return (
    <PageCard title="会员卡" testId="shop-member">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`服务到期日：${assets.data?.memberExpireDate ?? '—'}`}
        description={MEMBER_EXPIRY_CONSEQUENCES}
      />
      <ProductCatalogue filter={(product) => product.kind === 'membership'} />
    </PageCard>
  );
}
