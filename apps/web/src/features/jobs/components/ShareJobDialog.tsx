import { useRef } from 'react';
import { App, Button, Input, Space, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useQuery } from '@tanstack/react-query';
import { QR_CODE_SIZE } from '@ehire/domain/constants';
import { AppDialog } from '../../../components/AppDialog';
import { saveBlob } from '../../../platform/download';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';
import { absoluteUrl, copyText } from '../utils/clipboard';
import { ListEmpty } from '../../../components/ListEmpty';

export interface ShareJobDialogProps {
  job: { id: string; name: string } | null;
  onClose: () => void;
}

/** A published job's share link and its QR code: 136 × 136, high error correction (CONST-015). */
export function ShareJobDialog({ job, onClose }: ShareJobDialogProps) {
  const api = useJobsApi();
  const { message } = App.useApp();
  const qrBox = useRef<HTMLDivElement>(null);
  const share = useQuery({
    queryKey: JOB_KEYS.share(job?.id ?? ''),
    queryFn: () => api.share(job?.id ?? ''),
    enabled: job !== null,
  });
  const link = share.data ? absoluteUrl(share.data.url) : '';

  const copy = async () => {
    try {
      await copyText(link);
      void message.success('链接已复制');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '复制失败，请手动复制');
    }
  };

  const download = () => {
    const svg = qrBox.current?.querySelector('svg');
    if (!svg || !job) return;
    const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
    void saveBlob(blob, `${job.name}-二维码.svg`);
  };

  return (
    <AppDialog
      open={job !== null}
      size="small"
      title="分享职位"
      onClose={onClose}
      footer={null}
      destroyOnHidden
    >
      {share.isPending ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : share.isError ? (
        <ListEmpty failed onRetry={() => void share.refetch()} />
      ) : (
        <div style={{ textAlign: 'center' }} data-testid="share-job">
          <div style={{ marginBottom: 8 }}>{job?.name}</div>
          <div ref={qrBox} style={{ display: 'inline-block', padding: 8, background: '#fff' }}>
            <QRCodeSVG
              value={share.data.text}
              size={QR_CODE_SIZE}
              level="H"
              data-testid="share-qr"
              aria-label="职位二维码"
            />
          </div>
          <div style={{ color: '#8c8c8c', fontSize: 12, margin: '4px 0 12px' }}>微信扫码查看职位</div>
          <Space.Compact style={{ width: '100%' }}>
            <Input value={link} readOnly aria-label="分享链接" />
            <Button type="primary" onClick={() => void copy()}>
              复制链接
            </Button>
          </Space.Compact>
          <Button type="link" onClick={download} style={{ marginTop: 8 }}>
            下载二维码
          </Button>
        </div>
      )}
    </AppDialog>
  );
}
