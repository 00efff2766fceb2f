import { useState } from 'react';
import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { Can } from '../../platform/Can';
import { RequestError } from '../../platform/request';
import { useAssessmentsApi } from './assessments-api';

// 导入测评结果 (issue 18 §3): the provider's spreadsheet (xlsx/csv: 测评编号、分数、等级) goes through
// the console upload, then a task of the task centre imports it and ends with a per-row report.

export function AssessmentResultImportButton() {
  const api = useAssessmentsApi();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const start = async (file: File) => {
    setBusy(true);
    try {
      await api.importResultFile(file);
      void message.success('导入任务已提交，可在任务中心查看进度和逐行报告');
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('导入失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Can write={PERMISSION.assessment}>
      <Upload
        accept=".xlsx,.csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void start(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="assessment-result-import">
          导入测评结果
        </Button>
      </Upload>
    </Can>
  );
}
