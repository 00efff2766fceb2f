// The resume's attachments: images and PDF files open in the browser (fetched with the session,
// shown from a local object URL), every other type is downloaded.
import { useEffect, useState } from 'react';
import { App, Button, Empty, List, Space, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { Attachment } from '@ehire/domain/contracts/talent';
import { AppDialog } from '../../../components/AppDialog';
import { saveBlob } from '../../../platform/download';
import { useTalentApi } from '../api/talent-api';
import { unshownMessage } from '../components/errors';

function isPreviewable(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType === 'application/pdf';
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface Preview {
  attachment: Attachment;
  url: string;
}

export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const api = useTalentApi();
  const { message } = App.useApp();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loading, setLoading] = useState<string | null>(null);

  // The object URL lives as long as the preview.
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  const open = async (attachment: Attachment) => {
    setLoading(attachment.id);
    try {
      const blob = await api.file(attachment.url);
      if (isPreviewable(attachment.mimeType)) {
        const typed = blob.type ? blob : new Blob([blob], { type: attachment.mimeType });
        setPreview({ attachment, url: URL.createObjectURL(typed) });
      } else {
        await saveBlob(blob, attachment.fileName);
      }
    } catch (error) {
      const text = unshownMessage(error, '附件加载失败，请稍后重试');
      if (text) void message.error(text);
    } finally {
      setLoading(null);
    }
  };

  if (attachments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无附件" />;
  }

  return (
    <>
      <List<Attachment>
        size="small"
        dataSource={[...attachments]}
        data-testid="attachment-list"
        renderItem={(attachment) => {
          const previewable = isPreviewable(attachment.mimeType);
          return (
            <List.Item
              actions={[
                <Button
                  key="open"
                  type="link"
                  size="small"
                  loading={loading === attachment.id}
                  icon={previewable ? <EyeOutlined /> : <DownloadOutlined />}
                  onClick={() => void open(attachment)}
                >
                  {previewable ? '预览' : '下载'}
                </Button>,
              ]}
            >
              <Space>
                <PaperClipOutlined />
                <Typography.Text>{attachment.fileName}</Typography.Text>
                <Typography.Text type="secondary">{formatSize(attachment.size)}</Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
      <AppDialog
        open={preview !== null}
        size="extraExtraLarge"
        title={preview?.attachment.fileName}
        footer={null}
        onClose={() => setPreview(null)}
      >
        {preview ? (
          preview.attachment.mimeType === 'application/pdf' ? (
            <iframe
              title={preview.attachment.fileName}
              src={preview.url}
              style={{ width: '100%', height: '70vh', border: 0 }}
            />
          ) : (
            <img
              src={preview.url}
              alt={preview.attachment.fileName}
              style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
            />
          )
        ) : null}
      </AppDialog>
    </>
  );
}
