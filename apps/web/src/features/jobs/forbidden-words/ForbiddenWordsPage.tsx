import { InfoBanner } from '../../../components/InfoBanner';
import { PageCard } from '../components/PageCard';
import { ForbiddenWordManager } from './ForbiddenWordManager';

/** 违禁词 (/forbiddenWords): the tenant's list; the provider's own list applies as well. */
export function ForbiddenWordsPage() {
  return (
    <PageCard title="违禁词">
      <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
        职位保存或提交审核时会检查名称、描述、地址、标签等内容，包含违禁词（本企业词库与平台词库）的职位不能保存。
      </InfoBanner>
      <ForbiddenWordManager base="tenant" />
    </PageCard>
  );
}
