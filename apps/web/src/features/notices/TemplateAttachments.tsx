// Attachments of an email template (issue 14): uploaded through the console's file storage
// (type read from the bytes, 10 MB a file, 20 MB together), sent with every mail of the template.
import { App, Button, List, Space, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import {
  NOTICE_ATTACHMENT_FILE_MB,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_ATTACHMENTS_TOTAL_MB,
} from '@ehire/domain/contracts/notice';
import { RequestError } from '../../platform/request';
import { useNoticesApi } from './notices-api';

export interface TemplateAttachment {
  id: string;
  name: string;
  size: number;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export function TemplateAttachments({
  value,
  onChange,
}: {
  value: TemplateAttachment[];
  onChange: (next: TemplateAttachment[]) => void;
}) {
  const api = useNoticesApi();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    if (value.length >= NOTICE_ATTACHMENTS_MAX) {
      void message.error(`附件不能超过${NOTICE_ATTACHMENTS_MAX}个`);
      return;
    }
    if (file.size > NOTICE_ATTACHMENT_FILE_MB * 1024 * 1024) {
      void message.error(`文件「${file.name}」超过${NOTICE_ATTACHMENT_FILE_MB}MB`);
      return;
    }
    setUploading(true);
    try {
      const answer = await api.uploadAttachment(file);
      onChange([...value, ...answer.files.map((f) => ({ id: f.id, name: f.name, size: f.size }))]);
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="template-attachments">
      <Upload
        showUploadList={false}
        multiple
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          上传附件
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        {`支持 PDF、Word、Excel、PPT、图片、TXT、ZIP，每个不超过${NOTICE_ATTACHMENT_FILE_MB}MB，合计不超过${NOTICE_ATTACHMENTS_TOTAL_MB}MB`}
      </Typography.Text>
      {value.length > 0 ? (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item actions={[<a key="remove" onClick={() => onChange(value.filter((f) => f.id !== file.id))}>移除</a>]}>
              <Space>
                <PaperClipOutlined />
                <span>{file.name}</span>
                <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      ) : null}
    </Space>
  );
}
