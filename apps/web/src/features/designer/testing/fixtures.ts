import type { DraftAnswer, OnlineDesignAnswer } from '@ehire/domain/contracts/resume-design';
import type { InputType, ModType } from '@ehire/domain/codes/resume-design';
import { newField, newModule, type DesignField, type DesignModule } from '@ehire/domain/resume-design/model';

// Sample designs for the designer tests, built with the model's own factories.

export function field(
  modId: string,
  colId: string,
  cname: string,
  overrides: Partial<DesignField> = {},
  inputType: InputType = 1,
): DesignField {
  return { ...newField({ colId, modId, inputType, cname }), isPublished: 1, ...overrides };
}

export function module(
  modId: string,
  cname: string,
  fields: Array<[colId: string, cname: string, overrides?: Partial<DesignField>]>,
  overrides: Partial<DesignModule> = {},
  modType: ModType = 1,
): DesignModule {
  return {
    ...newModule({ modId, modType, cname }),
    isPublished: 1,
    ecolumns: fields.map(([colId, name, extra], i) => field(modId, colId, name, { listIndex: i, ...extra })),
    ...overrides,
  };
}

/** Basic info (2 fields), education (fixed, 3 fields), awards (multi-section, custom). */
export function sampleModules(): DesignModule[] {
  return [
    module(
      'sub01',
      '基本信息',
      [
        ['CBA1', '姓名', { colForm: 0, isMustUsed: 1 }],
        ['CBA2', '手机号码', { isMustUsed: 1 }],
      ],
      { listIndex: 0, modForm: 0 },
    ),
    module(
      'sub10',
      '教育经历',
      [
        ['CCA1', '最高学历', { colForm: 0 }],
        ['CCA2', '学校', { colForm: 0 }],
        ['CCA4', '专业', { colForm: 0 }],
      ],
      { listIndex: 1, modForm: 0 },
      2,
    ),
    module('mod_awards', '获奖情况', [['field_a1', '奖项名称']], { listIndex: 2, modForm: 1 }, 2),
  ];
}

export function onlineAnswer(modules: DesignModule[] = sampleModules()): OnlineDesignAnswer {
  return {
    version: 3,
    publishedAt: 1_700_000_000_000,
    emodules: modules,
    remainingCounts: { single: 100, multi: 100 },
  };
}

export function draftAnswer(
  taskId: string,
  modules: DesignModule[] = sampleModules(),
  overrides: Partial<DraftAnswer> = {},
): DraftAnswer {
  return {
    taskId,
    status: 'EDITING',
    isRead: true,
    baseVersion: 3,
    revision: 1,
    rejectReason: '',
    emodules: modules,
    remainingCounts: { single: 100, multi: 100 },
    updatedAt: 1_700_000_000_000,
    updatedBy: '张三',
    ...overrides,
  };
}
