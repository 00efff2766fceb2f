import { SETTINGS_API } from '@ehire/domain/api/settings';
import { App, Card, Switch, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import type {
  ProjectGroupReportItem,
  ProjectGroupReportList,
  SetGroupReportInput,
} from '@ehire/domain/contracts/project-settings';
import { useCanWrite } from '../../../platform/Can';
import { usePlatform } from '../../../platform/PlatformContext';
import { WORKBENCH_KEYS } from '../../workbench/workbench-api';

const GROUP_REPORT_KEY = ['settings', 'projects', 'group-report'] as const;

/**
 * 工作台集团报表 (WB-015): which projects show the custom group report on the workbench instead of
 * the process overview. Shown under 企业架构 (System.Organization); only level 2 may switch.
 */
export function GroupReportProjects() {
  const { client } = usePlatform();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const writable = useCanWrite(PERMISSION.organization);
  const projects = useQuery({
    queryKey: GROUP_REPORT_KEY,
    queryFn: () => client.call<ProjectGroupReportList>(SETTINGS_API.projectsGroupReportList),
  });
  const save = useMutation({
    mutationFn: (input: SetGroupReportInput) =>
      client.call<null>(SETTINGS_API.projectsGroupReport, { ...input }),
    onSuccess: () => {
      void message.success('保存成功');
      // The workbench reads the flag with its process overview.
      void queryClient.invalidateQueries({ queryKey: GROUP_REPORT_KEY });
      void queryClient.invalidateQueries({ queryKey: WORKBENCH_KEYS.processOverview });
    },
  });
  return (
    <Card size="small" title="工作台集团报表" style={{ marginTop: 16 }} data-testid="group-report-projects">
      <Typography.Paragraph type="secondary">
        开启后，该项目的工作台以集团报表（各分公司投递数与院校分布）代替流程概览。
      </Typography.Paragraph>
      <Table<ProjectGroupReportItem>
        size="small"
        rowKey="id"
        loading={projects.isPending}
        pagination={false}
        dataSource={projects.data ?? []}
        locale={{ emptyText: '暂无项目' }}
        columns={[
          { title: '项目', dataIndex: 'name' },
          { title: '所属组织', dataIndex: 'organizationName', render: (name: string) => name || '—' },
          {
            title: '集团报表',
            key: 'groupReport',
            render: (_, project) => (
              <Switch
                aria-label={`${project.name}集团报表`}
                checked={project.groupReport}
                disabled={!writable}
                loading={save.isPending && save.variables?.projectId === project.id}
                onChange={(groupReport) => save.mutate({ projectId: project.id, groupReport })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
