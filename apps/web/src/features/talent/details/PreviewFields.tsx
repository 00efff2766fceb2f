import { SETTINGS_API } from '@ehire/domain/api/settings';
import { Descriptions } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ResumeDetail } from '@ehire/domain/contracts/talent';
import {
  arrangeByLayout,
  TALENT_PREVIEW_KEYS,
  TALENT_PREVIEW_LABEL,
  type TalentPreviewKey,
  type TalentPreviewLayout,
} from '@ehire/domain/settings/talent-list-layout';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { usePlatform } from '../../../platform/PlatformContext';

export const TALENT_PREVIEW_QUERY_KEY = ['talent', 'preview-layout'] as const;

function valueOf(key: TalentPreviewKey, data: ResumeDetail): string {
  const app = data.application;
  switch (key) {
    case 'email':
      return data.candidate.email;
    case 'gender':
      return data.candidate.gender === 1 ? '男' : data.candidate.gender === 2 ? '女' : '';
    case 'birthDate':
      return data.candidate.birthDate;
    case 'appliedAt':
      return formatDateTime(app.appliedAt);
    case 'graduationYear':
      return app.graduationYear ? String(app.graduationYear) : '';
    default:
      return String(app[key] ?? '');
  }
}

/**
 * 人才预览 (issue 17): the résumé card's fields in the tenant's order, hidden ones left out. A
 * preference: while it loads, or if it cannot be read, every field shows in the product order.
 */
export function PreviewFields({ data }: { data: ResumeDetail }) {
  const { client } = usePlatform();
  const layout = useQuery({
    queryKey: TALENT_PREVIEW_QUERY_KEY,
    queryFn: () =>
      client.call<TalentPreviewLayout>(SETTINGS_API.basicTalentPreviewCurrent, {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const keys = arrangeByLayout(TALENT_PREVIEW_KEYS, layout.data?.fields ?? [], (key) => key);
  return (
    <Descriptions
      data-testid="details-preview-fields"
      size="small"
      column={{ xs: 1, sm: 2, md: 3, lg: 4 }}
      style={{ marginTop: 12 }}
      items={keys.map((key) => ({
        key,
        label: TALENT_PREVIEW_LABEL[key],
        children: valueOf(key, data) || '-',
      }))}
    />
  );
}
