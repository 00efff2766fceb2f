import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';
import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
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

type CommonFields = z.infer<typeof CommonFieldsAnswer>;

export function createDesignerApi(client: RequestClient) {
  return {
    latestTask: (opts?: RequestOptions) =>
      client.call<LatestTaskAnswer>(RESUME_DESIGN_API.latestTask, undefined, opts),
    hasResumes: () => client.call<boolean>(RESUME_DESIGN_API.hasResumes),
    online: (opts?: RequestOptions) =>
      client.call<OnlineDesignAnswer>(RESUME_DESIGN_API.online, undefined, opts),
    draft: (taskId: string, opts?: RequestOptions) =>
      client.call<DraftAnswer>(RESUME_DESIGN_API.draft, { taskId }, opts),
    edit: () => client.call<EditAnswer>(RESUME_DESIGN_API.edit),
    save: (input: SaveDesignInput) => client.call<SaveDesignAnswer>(RESUME_DESIGN_API.save, { ...input }),
    submit: (input: SaveDesignInput) => client.call<SaveDesignAnswer>(RESUME_DESIGN_API.submit, { ...input }),
    deleteDraft: (taskId: string) => client.call<null>(RESUME_DESIGN_API.draftDelete, { taskId }),
    discardTask: (taskId: string) => client.call<TaskActionAnswer>(RESUME_DESIGN_API.taskDiscard, { taskId }),
    reopenTask: (taskId: string) => client.call<TaskActionAnswer>(RESUME_DESIGN_API.taskReopen, { taskId }),
    customDicts: (colIdList: string[], taskId?: string) =>
      client.call<CustomDictItem[]>(RESUME_DESIGN_API.customDicts, { colIdList, taskId }),
    commonFields: (modId: string, modType: number, taskId?: string) =>
      client.call<CommonFields>(RESUME_DESIGN_API.commonFields, {
        modId,
        modType: String(modType),
        ...(taskId ? { taskId } : {}),
      }),
    relatedRules: (checkList: Array<{ modName: string; colName: string }>) =>
      client.call<RelatedRulesAnswer>(
        RESUME_DESIGN_API.relatedRules,
        { checkList },
        { failureText: DESIGN_MESSAGE.relatedRulesFailed },
      ),
    dictList: (query: DictListQuery) => client.call<DictListAnswer>(DICTIONARIES_API.postList, { ...query }),
    memberDict: (CustomerDictId: string) =>
      client.call<MemberDictAnswer>(DICTIONARIES_API.member, { CustomerDictId }),
    saveMemberDict: (input: MemberDictInput) =>
      client.call<MemberDictAnswer>(DICTIONARIES_API.memberSave, { ...input }),
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
