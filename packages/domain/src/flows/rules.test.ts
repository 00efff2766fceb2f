import { describe, expect, it } from 'vitest';
import { AddFlowBody } from '../contracts/flow';
import { DEFAULT_FLOW_STEPS, flowIssues, nextIvid } from './rules';

describe('flow rules', () => {
  it('accepts the default flow', () => {
    expect(flowIssues({ name: '默认招聘流程', steps: DEFAULT_FLOW_STEPS })).toEqual([]);
    expect(DEFAULT_FLOW_STEPS.map((s) => s.ivType)).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the field of each problem, in form order', () => {
    expect(
      flowIssues({
        name: ' ',
        steps: [
          { name: '一面', ivType: 3 },
          { name: '一面', ivType: 3 },
          { name: '', ivType: 7 },
        ],
      }),
    ).toEqual([
      { field: 'name', message: '请输入流程名称' },
      { field: 'steps.1.name', message: '步骤名称“一面”重复，同一流程内步骤名称不能相同' },
      { field: 'steps.2.name', message: '第3个步骤：请输入步骤名称' },
      { field: 'steps.2.ivType', message: '第3个步骤：请选择有效的步骤类型' },
      { field: 'steps', message: '流程至少需要一个初筛步骤' },
    ]);
  });

  it('requires the first step to be a screening step; non-process steps may follow anywhere', () => {
    expect(
      flowIssues({
        name: 'x',
        steps: [
          { name: '面试', ivType: 3 },
          { name: '初筛', ivType: 1 },
        ],
      }),
    ).toEqual([{ field: 'steps.0.ivType', message: '第一个步骤必须是初筛步骤' }]);
    expect(
      flowIssues({
        name: 'x',
        steps: [
          { name: '初筛', ivType: 1 },
          { name: '人才储备', ivType: 999 },
          { name: '面试', ivType: 3 },
        ],
      }),
    ).toEqual([]);
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(flowIssues({ name: '𠀀'.repeat(30), steps: DEFAULT_FLOW_STEPS })).toEqual([]);
    expect(flowIssues({ name: '流'.repeat(31), steps: DEFAULT_FLOW_STEPS })).toEqual([
      { field: 'name', message: '流程名称最多30个字符' },
    ]);
  });

  it('numbers new steps after the highest ivid, from 1001', () => {
    expect(nextIvid([])).toBe(1001);
    expect(nextIvid(['01', '99', '1003', 'x'])).toBe(1004);
  });

  it('the add contract trims and reports the rule message at the field path', () => {
    const parsed = AddFlowBody.safeParse({
      name: ' 流程 ',
      steps: [{ name: ' 初筛 ', ivType: 1 }],
      timestamp: 1,
      sign: 'a',
    });
    expect(parsed.success && parsed.data.name).toBe('流程');
    const bad = AddFlowBody.safeParse({
      name: 'x',
      steps: [{ name: '面试', ivType: 3 }],
      timestamp: 1,
      sign: 'a',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['steps'], message: '流程至少需要一个初筛步骤' });
  });
});
