// The calls of notices (contracts/notice.ts).
import { useMemo } from 'react';
import type {
  NoticeChannel,
  NoticePreview,
  NoticeRecordPage,
  NoticeReply,
  NoticeSendAnswer,
  NoticeSendResult,
  NoticeTemplate,
  NoticeTemplateInput,
  NoticeTestSendAnswer,
} from '@ehire/domain/contracts/notice';
import type { UploadAnswer } from '@ehire/domain/contracts/files';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

const BASE = '/api/biz/notice';

function createNoticesApi(client: RequestClient) {
  const one = (id: string) => `${BASE}/templates/${encodeURIComponent(id)}`;
  return {
    templates: (channel: NoticeChannel) => client.get<NoticeTemplate[]>(`${BASE}/templates`, { channel }),
    template: (id: string) => client.get<NoticeTemplate>(one(id)),
    create: (input: NoticeTemplateInput) => client.post<NoticeTemplate>(`${BASE}/templates`, { ...input }),
    update: (id: string, input: NoticeTemplateInput) => client.put<NoticeTemplate>(one(id), { ...input }),
    setEnabled: (id: string, enabled: boolean) =>
      client.post<NoticeTemplate>(`${one(id)}/status`, { enabled }),
    copy: (id: string) => client.post<NoticeTemplate>(`${one(id)}/copy`),
    remove: (id: string) => client.del<null>(one(id)),
    preview: (input: { channel: NoticeChannel; subject: string; body: string; applicationId?: string }) =>
      client.post<NoticePreview>(`${BASE}/preview`, { ...input }),
    send: (input: { channel: NoticeChannel; templateId: string; applicationIds: string[] }) =>
      client.post<NoticeSendAnswer>(`${BASE}/sends`, { ...input }),
    sendResult: (taskId: string) =>
      client.get<NoticeSendResult>(`${BASE}/sends/${encodeURIComponent(taskId)}`, undefined, {
        silent: true,
      }),
    uploadAttachment: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.upload<UploadAnswer>(`${BASE}/attachments`, form);
    },
    testSend: (channel: NoticeChannel, templateId: string) =>
      client.post<NoticeTestSendAnswer>(`${BASE}/test-send`, { channel, templateId }),
    records: (query: Record<string, unknown>) => client.get<NoticeRecordPage>(`${BASE}/records`, query),
    exportRecords: (query: Record<string, unknown>) =>
      client.post<{ taskId: string }>(`${BASE}/records/export`, query),
    replies: () => client.get<NoticeReply[]>(`${BASE}/replies`),
    readReply: (id: string) => client.post<null>(`${BASE}/replies/${encodeURIComponent(id)}/read`),
  };
}

export type NoticesApi = ReturnType<typeof createNoticesApi>;

export function useNoticesApi(): NoticesApi {
  const { client } = usePlatform();
  return useMemo(() => createNoticesApi(client), [client]);
}

export const NOTICE_KEYS = {
  all: ['notices'] as const,
  templates: (channel: NoticeChannel) => ['notices', 'templates', channel] as const,
  template: (id: string) => ['notices', 'template', id] as const,
  records: (query: Record<string, unknown>) => ['notices', 'records', query] as const,
  replies: ['notices', 'replies'] as const,
  sendResult: (taskId: string) => ['notices', 'send', taskId] as const,
};
