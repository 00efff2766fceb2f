import { useState } from 'react';
import { App, Button, Table, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import {
  REFERRAL_IMPORT_HEADERS,
  REFERRAL_IMPORT_MAX_BYTES,
  REFERRAL_IMPORT_MAX_ROWS,
  type ReferralStaffImportAnswer,
} from '@ehire/domain/contracts/referral';
import { AppDialog } from '../../../components/AppDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import { useReferralApi } from '../api/referral-api';
import { unshownMessage } from '../utils/errors';

const XLSX = /\.xlsx$/i;

export interface StaffImportDialogProps {
  open: boolean;
  onImported: () => void;
  onClose: () => void;
}

/**
 * 导入员工 from an .xlsx (header row 姓名, 手机号, 邮箱, 工号, 部门). The server imports all rows or
 * none: a file with a bad row answers every row's error and nothing is added.
 */
export function StaffImportDialog({ open, onImported, onClose }: StaffImportDialogProps) {
  const api = useReferralApi();
  const { message } = App.useApp();
  const [fileName, setFileName] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ReferralStaffImportAnswer | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => api.importStaff(file),
    onSuccess: (result) => {
      setAnswer(result);
      if (result.errors.length === 0) {
        void message.success(`成功导入${result.imported}名员工`);
        onImported();
      }
    },
    onError: (error) => {
      const text = unshownMessage(error, '导入失败，请稍后重试');
      if (text) void message.error(text);
    },
  });

  const pick = (file: File) => {
    if (!XLSX.test(file.name)) {
      void message.error('请选择 .xlsx 格式的 Excel 文件');
    } else if (file.size > REFERRAL_IMPORT_MAX_BYTES) {
      void message.error('文件过大，请拆分后导入');
    } else {
      setFileName(file.name);
      setAnswer(null);
      upload.mutate(file);
    }
    // The file is sent by the mutation, not by antd's uploader.
    return Upload.LIST_IGNORE;
  };

  const downloadTemplate = async () => {
    try {
      await api.downloadTemplate();
    } catch (error) {
      const text = unshownMessage(error, '模板下载失败，请稍后重试');
      if (text) void message.error(text);
    }
  };

  const close = () => {
    setFileName(null);
    setAnswer(null);
    onClose();
  };

  const failed = answer !== null && answer.errors.length > 0;

  return (
    <AppDialog
      open={open}
      size="large"
      title="导入内推员工"
      onClose={close}
      footer={<Button onClick={close}>{answer && !failed ? '完成' : '关闭'}</Button>}
      destroyOnHidden
    >
      <p style={{ marginTop: 0, color: '#595959' }}>
        {`请上传 .xlsx 文件：第一个工作表的首行为表头，依次为 ${REFERRAL_IMPORT_HEADERS.join('、')}；姓名与手机号必填，每次最多${REFERRAL_IMPORT_MAX_ROWS}行。有任一行错误时整个文件不导入，请按提示修改后重新上传。`}
      </p>
      <Button type="link" style={{ paddingLeft: 0, marginBottom: 8 }} onClick={() => void downloadTemplate()}>
        下载导入模板
      </Button>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        beforeUpload={pick}
        disabled={upload.isPending}
        data-testid="staff-import-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{upload.isPending ? `正在导入 ${fileName ?? ''}…` : '点击或拖动 .xlsx 文件到此处'}</p>
      </Upload.Dragger>
      {answer && !failed ? (
        <InfoBanner type="success" style={{ marginTop: 12 }}>
          {`${fileName ?? ''} 导入成功，共${answer.imported}名员工`}
        </InfoBanner>
      ) : null}
      {failed ? (
        <div data-testid="staff-import-errors" style={{ marginTop: 12 }}>
          <InfoBanner style={{ marginBottom: 8 }}>
            {`${fileName ?? ''} 有${answer.errors.length}处错误，未导入任何员工`}
          </InfoBanner>
          <Table
            size="small"
            rowKey={(row) => `${row.row}-${row.msg}`}
            dataSource={answer.errors}
            pagination={answer.errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
            columns={[
              {
                title: '行号',
                dataIndex: 'row',
                width: 80,
                render: (row: number) => (row > 0 ? `第${row}行` : '文件'),
              },
              { title: '错误', dataIndex: 'msg' },
            ]}
          />
        </div>
      ) : null}
    </AppDialog>
  );
}
