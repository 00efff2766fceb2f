import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/AppDialog';
import { uploadFiles } from '../../../platform/files-api';
import { usePlatform } from '../../../platform/PlatformContext';
import { TASK_CENTRE_PATH } from '../../exports/components/TalentExportDialog';
import { useSettingsApi } from '../settings-api';

/**
 * 导入用户 (issue 17): the spreadsheet goes through the console upload like the résumé import,
 * then the import runs in the task centre, which offers the per-row report when it ends.
 */
export function UserImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useSettingsApi();
  const { client } = usePlatform();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const start = useMutation({
    mutationFn: async (file: File) => {
      const uploaded = (await uploadFiles(client, 'import', [file]))[0]!;
      return api.importUsers(uploaded.id);
    },
    onSuccess: () => setSubmitted(true),
  });
  const close = () => {
    setSubmitted(false);
    onClose();
  };
  return (
    <AppDialog
      open={open}
      size="medium"
      title="导入用户"
      onClose={close}
      footer={
        <Space>
          <Button onClick={close}>关闭</Button>
          {submitted ? (
            <Button type="primary" onClick={() => void navigate(TASK_CENTRE_PATH)}>
              前往任务中心
            </Button>
          ) : null}
        </Space>
      }
    >
      {submitted ? (
        <Typography.Paragraph data-testid="user-import-submitted">
          导入任务已提交，可在任务中心查看进度和逐行报告。
        </Typography.Paragraph>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">
            表格第一行为列名：用户名*、姓名*、角色*、所属组织、手机号、邮箱、初始密码*（*为必填；角色和组织填写名称）。
            有错误的行不导入，其余行照常导入。
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={start.isPending}
            beforeUpload={(file) => {
              start.mutate(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处上传</p>
            <p className="ant-upload-hint">支持 xlsx、csv 格式，最大50MB</p>
          </Upload.Dragger>
        </Space>
      )}
    </AppDialog>
  );
}
