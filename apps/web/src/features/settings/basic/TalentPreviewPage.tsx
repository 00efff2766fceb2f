import { useEffect, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { TALENT_PREVIEW_LABEL, type TalentPreviewLayout } from '@ehire/domain/settings/talent-list-layout';
import { useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { TALENT_PREVIEW_QUERY_KEY } from '../../talent/details/PreviewFields';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';
import { BasicSettingsTabs } from './BasicSettingsTabs';
import { LayoutList } from './LayoutList';

/**
 * 人才预览 (/new/systemManagement/basic/talentlist; issue 17): which fields the résumé card of the
 * talent details shows, in which order. Below level 2 of Ctm.BasicSetting the page only reads.
 */
export function TalentPreviewPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.basicSetting);
  const stored = useQuery({ queryKey: SETTINGS_KEYS.talentPreview, queryFn: () => api.talentPreview() });
  const [draft, setDraft] = useState<TalentPreviewLayout | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (layout: TalentPreviewLayout) => api.saveTalentPreview(layout),
    onSuccess: async (saved) => {
      void message.success('保存成功');
      queryClient.setQueryData(SETTINGS_KEYS.talentPreview, saved);
      await queryClient.invalidateQueries({ queryKey: TALENT_PREVIEW_QUERY_KEY });
    },
  });
  return (
    <PageCard title="基础设置">
      <BasicSettingsTabs />
      <Typography.Paragraph type="secondary">
        设置简历详情顶部卡片显示的字段：勾选即显示，用箭头调整顺序。对本企业所有用户生效。
      </Typography.Paragraph>
      {draft ? (
        <div style={{ maxWidth: 480 }}>
          <LayoutList
            title="预览字段"
            labels={TALENT_PREVIEW_LABEL}
            items={draft.fields}
            disabled={!canWrite}
            onChange={(fields) => setDraft({ fields })}
          />
          {canWrite ? (
            <Space style={{ marginTop: 16 }}>
              <Button type="primary" loading={save.isPending} onClick={() => save.mutate(draft)}>
                保存
              </Button>
              <Button onClick={() => stored.data && setDraft(stored.data)}>取消修改</Button>
            </Space>
          ) : null}
        </div>
      ) : null}
    </PageCard>
  );
}
