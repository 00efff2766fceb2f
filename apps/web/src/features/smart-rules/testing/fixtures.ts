import type { SmartRuleOptionsAnswer, SmartRuleSet, SmartSubRule } from '@ehire/domain/contracts/smart-rules';

/** The field tree of the smart rules (root 'jobs', DATA-029) with three fields. */
export const OPTIONS: SmartRuleOptionsAnswer = {
  options: [
    {
      value: 'jobs',
      name: '简历',
      children: [
        {
          value: 'base',
          name: '基本信息',
          children: [
            { value: 'degree', name: '学历' },
            { value: 'age', name: '年龄' },
          ],
        },
        { value: 'edu', name: '教育经历', children: [{ value: 'school', name: '学校名称' }] },
      ],
    },
  ],
  fields: {
    'jobs.base.degree': {
      label: '学历',
      fieldType: 4,
      options: [
        { value: '1', name: '本科' },
        { value: '2', name: '硕士' },
        { value: '3', name: '博士' },
      ],
    },
    'jobs.base.age': { label: '年龄', fieldType: 1 },
    'jobs.edu.school': { label: '学校名称', fieldType: 3, repeatable: true },
  },
  steps: [
    { ivid: 's2', name: '面试', flowId: 'f1', flowName: '校招流程', sort: 2 },
    { ivid: 's1', name: '初筛', flowId: 'f1', flowName: '校招流程', sort: 1 },
  ],
};

/** 学历 等于任一 硕士、博士 (group 1) or 年龄 大于等于 30 且 学校名称 包含任一 “清华” (group 2). */
export const SUB_RULE: SmartSubRule = {
  rule_id: 'r1',
  conditions_json: [
    {
      id: 'c1',
      operator: 7,
      field_values: ['jobs', 'base', 'degree'],
      data_type: '-1',
      field_match: '1',
      action_value: ['2', '3'],
      group_id: '1',
    },
    {
      id: 'c2',
      operator: 5,
      field_values: ['jobs', 'base', 'age'],
      data_type: '1',
      field_match: '1',
      action_value: [30],
      group_id: '2',
    },
    {
      id: 'c3',
      operator: 10,
      field_values: ['jobs', 'edu', 'school'],
      data_type: '3',
      field_match: '2',
      action_value: ['清华'],
      group_id: '2',
    },
  ],
  conditions_operation: '1',
  summary: '学历 等于任一 硕士、博士 或 （年龄 大于等于 30 且 学校名称 包含任一 “清华”（任意一段满足））',
};

export function ruleSet(partial: Partial<SmartRuleSet> = {}): SmartRuleSet {
  return {
    id: 'set-1',
    kind: 'tag',
    name: '高学历',
    enabled: true,
    labels: ['优秀', '高学历'],
    rules: [SUB_RULE],
    disabledReason: '',
    createdBy: '张三',
    createdAt: 1_700_000_000_000,
    updatedBy: '李四',
    updatedAt: 1_700_000_000_000,
    ...partial,
  };
}
