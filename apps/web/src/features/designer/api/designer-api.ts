import { useMemo } from 'react';
import type {
  CommonFieldsAnswer,
  CustomDictItem,
  DictListAnswer,
  DictListQuery,
  DraftAnswer,
  EditAnswer,
  LatestTaskAnswer,
  MemberDictAnswer,
  MemberDictInput,
  OnlineDesignAnswer,
  RelatedRulesAnswer,
  SaveDesignAnswer,
  SaveDesignInput,
  TaskActionAnswer,
} from '@ehire/domain/contracts/resume-design';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import type { z } from 'zod';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient, RequestOptions } from '../../../platform/request';

// The designer's calls (D2 §7; contracts/resume-design.ts, docs/api.md "Resume designer"). The
// request client signs them (CALL-016): their paths are the designer's signed family.

const BASE = '/api/biz/resume-design';

export const DESIGNER_PATH = {
  latestTask: `${BASE}/latest-task`,
  hasResumes: `${BASE}/has-resumes`,
  online: `${BASE}/online`,
  draft: `${BASE}/draft`,
  edit: `${BASE}/edit`,
  save: `${BASE}/save`,
  submit: `${BASE}/submit`,
  deleteDraft: `${BASE}/draft/delete`,
  discardTask: `${BASE}/task/discard`,
  reopenTask: `${BASE}/task/reopen`,
  customDicts: `${BASE}/custom-dicts`,
  commonFields: `${BASE}/common-fields`,
  relatedRules: `${BASE}/related-rules`,
  dictList: '/api/biz/dictionaries/list',
  memberDict: '/api/biz/dictionaries/member',
  memberDictSave: '/api/biz/dictionaries/member/save',
} as const;

type CommonFields = z.infer<typeof CommonFieldsAnswer>;

export function createDesignerApi(client: RequestClient) {
  return {
    latestTask: (opts?: RequestOptions) =>
      client.get<LatestTaskAnswer>(DESIGNER_PATH.latestTask, undefined, opts),
    hasResumes: () => client.get<boolean>(DESIGNER_PATH.hasResumes),
    online: (opts?: RequestOptions) => client.get<OnlineDesignAnswer>(DESIGNER_PATH.online, undefined, opts),
    draft: (taskId: string, opts?: RequestOptions) =>
      client.get<DraftAnswer>(DESIGNER_PATH.draft, { taskId }, opts),
    edit: () => client.post<EditAnswer>(DESIGNER_PATH.edit),
    save: (input: SaveDesignInput) => client.post<SaveDesignAnswer>(DESIGNER_PATH.save, { ...input }),
    submit: (input: SaveDesignInput) => client.post<SaveDesignAnswer>(DESIGNER_PATH.submit, { ...input }),
    deleteDraft: (taskId: string) => client.post<null>(DESIGNER_PATH.deleteDraft, { taskId }),
    discardTask: (taskId: string) => client.post<TaskActionAnswer>(DESIGNER_PATH.discardTask, { taskId }),
    reopenTask: (taskId: string) => client.post<TaskActionAnswer>(DESIGNER_PATH.reopenTask, { taskId }),
    customDicts: (colIdList: string[], taskId?: string) =>
      client.post<CustomDictItem[]>(DESIGNER_PATH.customDicts, { colIdList, taskId }),
    commonFields: (modId: string, modType: number, taskId?: string) =>
      client.get<CommonFields>(DESIGNER_PATH.commonFields, {
        modId,
        modType: String(modType),
        ...(taskId ? { taskId } : {}),
      }),
    relatedRules: (checkList: Array<{ modName: string; colName: string }>) =>
      client.post<RelatedRulesAnswer>(
        DESIGNER_PATH.relatedRules,
        { checkList },
        { failureText: DESIGN_MESSAGE.relatedRulesFailed },
      ),
    dictList: (query: DictListQuery) => client.post<DictListAnswer>(DESIGNER_PATH.dictList, { ...query }),
    memberDict: (CustomerDictId: string) =>
      client.get<MemberDictAnswer>(DESIGNER_PATH.memberDict, { CustomerDictId }),
    saveMemberDict: (input: MemberDictInput) =>
      client.post<MemberDictAnswer>(DESIGNER_PATH.memberDictSave, { ...input }),
  };
}

export type DesignerApi = ReturnType<typeof createDesignerApi>;

export function useDesignerApi(): DesignerApi {
  const { client } = usePlatform();
  return useMemo(() => createDesignerApi(client), [client]);
}

export const DESIGNER_KEYS = {
  all: ['designer'] as const,
  opening: ['designer', 'opening'] as const,
  commonFields: (modId: string, modType: number) => ['designer', 'common-fields', modId, modType] as const,
};
