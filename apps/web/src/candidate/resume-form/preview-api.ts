import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';
import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { useMemo } from 'react';
import {
  DraftAnswer,
  LatestTaskAnswer,
  MemberDictAnswer,
  OnlineDesignAnswer,
} from '@ehire/domain/contracts/resume-design';
import { DICTIONARY_TYPE } from '@ehire/domain/codes/resume-design';
import type { DesignModule, DictItem } from '@ehire/domain/resume-design/model';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

// The preview reads the design through the designer's calls (contracts/resume-design.ts) with
// the recruiter's session: the online version, or the draft of the latest task.

export type PreviewType = 'online' | 'edit';

/** What a failed dictionary load logs (CALL-053). */
export const DICTIONARY_FAILURE_LOG = '字典加载失败';

export const PREVIEW_MESSAGE = {
  badLink: '预览链接不正确',
  otherAccount: '预览链接与当前登录的企业不一致',
  noDraft: '当前没有编辑中的简历',
} as const;

class PreviewError extends Error {
  override name = 'PreviewError';
}

interface PreviewDesign {
  emodules: DesignModule[];
  /** Member custom dictionaries the design's fields use, by id. */
  memberDictionaries: Record<string, DictItem[]>;
}

function memberDictIds(modules: readonly DesignModule[]): string[] {
  const ids = new Set<string>();
  for (const m of modules) {
    for (const f of m.ecolumns) {
      if (Number(f.dictType) === DICTIONARY_TYPE.memberCustom && f.customerDictId) ids.add(f.customerDictId);
    }
  }
  return [...ids];
}

function createPreviewApi(client: RequestClient) {
  async function design(previewType: PreviewType): Promise<DesignModule[]> {
    if (previewType === 'online') {
      return OnlineDesignAnswer.parse(await client.call(RESUME_DESIGN_API.online)).emodules;
    }
    const task = LatestTaskAnswer.parse(await client.call(RESUME_DESIGN_API.latestTask));
    // A published task has no draft left to preview.
    if (!task || task.status === 'PUBLISHED') throw new PreviewError(PREVIEW_MESSAGE.noDraft);
    return DraftAnswer.parse(await client.call(RESUME_DESIGN_API.draft, { taskId: task.taskId })).emodules;
  }

  return {
    async load(previewType: PreviewType): Promise<PreviewDesign> {
      const emodules = await design(previewType);
      const memberDictionaries: Record<string, DictItem[]> = {};
      // CALL-053 / AMB-013: outside the designer a dictionary that fails to load is only logged
      // (no toast); its fields show without the dictionary's options.
      await Promise.all(
        memberDictIds(emodules).map(async (id) => {
          try {
            const dict = MemberDictAnswer.parse(
              await client.call(DICTIONARIES_API.member, { CustomerDictId: id }, { silent: true }),
            );
            memberDictionaries[id] = dict.dictItems;
          } catch (error) {
            console.error(DICTIONARY_FAILURE_LOG, id, error);
          }
        }),
      );
      return { emodules, memberDictionaries };
    },
  };
}

export function usePreviewApi() {
  const { client } = usePlatform();
  return useMemo(() => createPreviewApi(client), [client]);
}

/** DES-028 / GAP-009: the candidate-side preview the designer opens in a new window. */
const RESUME_PREVIEW_PATH = '/resumePreview';

export function resumePreviewUrl(ctmid: string, previewType: PreviewType): string {
  const query = new URLSearchParams({ ctmid, pageType: 'resume', previewType });
  return `${RESUME_PREVIEW_PATH}?${query.toString()}`;
}
