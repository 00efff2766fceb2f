import { useEffect, useState } from 'react';
import { App, Button, Col, Row, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  TALENT_COLUMN_LABEL,
  TALENT_FILTER_LABEL,
  type TalentListLayout,
} from '@ehire/domain/settings/talent-list-layout';
import { useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';
import { BasicSettingsTabs } from './BasicSettingsTabs';
import { LayoutList } from './LayoutList';
import { TALENT_LAYOUT_KEY } from '../../talent/list/use-talent-list-layout';

/**
 * 筛选设置 (/new/systemManagement/basic/basicsets, old /systemManagement/basic/basicsets; issue
 * 17): which filters and columns the talent list offers, in which order, for the whole tenant.
 * 姓名 and 操作 stay fixed; a filter or column added to the product later shows at the end.
 * Below level 2 of Ctm.BasicSetting the page only reads.
 */
export function BasicSetsPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.basicSetting);
  const stored = useQuery({
    queryKey: SETTINGS_KEYS.talentListLayout,
    queryFn: () => api.talentListLayout(),
  });
  const [draft, setDraft] = useState<TalentListLayout | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (layout: TalentListLayout) => api.saveTalentListLayout(layout),
    onSuccess: async (saved) => {
      void message.success('保存成功');
      queryClient.setQueryData(SETTINGS_KEYS.talentListLayout, saved);
      await queryClient.invalidateQueries({ queryKey: TALENT_LAYOUT_KEY });
    },
  });
  const noColumn = draft !== null && !draft.columns.some((item) => item.visible);

  return (
    <PageCard title="基础设置">
      <BasicSettingsTabs />
      <Typography.Paragraph type="secondary">
        设置人才列表提供的筛选项和列表列：勾选即显示，用箭头调整顺序。姓名和操作列固定显示。对本企业所有用户生效。
      </Typography.Paragraph>
      {draft ? (
        <>
          <Row gutter={24}>
            <Col span={12}>
              <LayoutList
                title="筛选项"
                labels={TALENT_FILTER_LABEL}
                items={draft.filters}
                disabled={!canWrite}
                onChange={(filters) => setDraft({ ...draft, filters })}
              />
            </Col>
            <Col span={12}>
              <LayoutList
                title="列表列"
                labels={TALENT_COLUMN_LABEL}
                items={draft.columns}
                disabled={!canWrite}
                onChange={(columns) => setDraft({ ...draft, columns })}
              />
            </Col>
          </Row>
          {canWrite ? (
            <Space style={{ marginTop: 16 }}>
              {noColumn ? <Typography.Text type="danger">列表列至少显示一列</Typography.Text> : null}
              <Button
                type="primary"
                disabled={noColumn}
                loading={save.isPending}
                onClick={() => save.mutate(draft)}
              >
                保存
              </Button>
              <Button onClick={() => stored.data && setDraft(stored.data)}>取消修改</Button>
            </Space>
          ) : null}
        </>
      ) : null}
    </PageCard>
  );
}
