import { NOTICE_API } from '@ehire/domain/api/notice';
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

function createNoticesApi(client: RequestClient) {
  return {
    templates: (channel: NoticeChannel) =>
      client.call<NoticeTemplate[]>(NOTICE_API.getTemplates, { channel }),
    template: (id: string) =>
      client.call<NoticeTemplate>(NOTICE_API.getTemplatesById, undefined, { params: { id } }),
    create: (input: NoticeTemplateInput) =>
      client.call<NoticeTemplate>(NOTICE_API.postTemplates, { ...input }),
    update: (id: string, input: NoticeTemplateInput) =>
      client.call<NoticeTemplate>(NOTICE_API.putTemplatesById, { ...input }, { params: { id } }),
    setEnabled: (id: string, enabled: boolean) =>
      client.call<NoticeTemplate>(NOTICE_API.templatesStatus, { enabled }, { params: { id } }),
    copy: (id: string) =>
      client.call<NoticeTemplate>(NOTICE_API.templatesCopy, undefined, { params: { id } }),
    remove: (id: string) => client.call<null>(NOTICE_API.deleteTemplatesById, undefined, { params: { id } }),
    preview: (input: { channel: NoticeChannel; subject: string; body: string; applicationId?: string }) =>
      client.call<NoticePreview>(NOTICE_API.preview, { ...input }),
    send: (input: { channel: NoticeChannel; templateId: string; applicationIds: string[] }) =>
      client.call<NoticeSendAnswer>(NOTICE_API.sends, { ...input }),
    sendResult: (taskId: string) =>
      client.call<NoticeSendResult>(NOTICE_API.sendsByTaskId, undefined, {
        params: { taskId },
        silent: true,
      }),
    uploadAttachment: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.upload<UploadAnswer>(NOTICE_API.attachments, form);
    },
    testSend: (channel: NoticeChannel, templateId: string) =>
      client.call<NoticeTestSendAnswer>(NOTICE_API.testSend, { channel, templateId }),
    records: (query: Record<string, unknown>) => client.call<NoticeRecordPage>(NOTICE_API.records, query),
    exportRecords: (query: Record<string, unknown>) =>
      client.call<{ taskId: string }>(NOTICE_API.recordsExport, query),
    replies: () => client.call<NoticeReply[]>(NOTICE_API.replies),
    readReply: (id: string) => client.call<null>(NOTICE_API.repliesRead, undefined, { params: { id } }),
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
