import { describe, expect, it } from 'vitest';
import { SaveSmartRuleInput } from '@ehire/domain/contracts/smart-rules';
import {
  draftToInput,
  emptyDraft,
  ruleSetToDraft,
  subRuleSummary,
  validateDraft,
  type SmartRuleDraft,
} from './smart-rule-form';
import { recalcPollInterval, RECALC_POLL_MS } from './useRecalc';
import { OPTIONS, SUB_RULE, ruleSet } from './testing/fixtures';

const fields = OPTIONS.fields;

describe('smart rule form', () => {
  it('DATA-022 DATA-025 a stored rule set round-trips: groups by group_id, same conditions_json', () => {
    const draft = ruleSetToDraft(ruleSet(), fields);
    expect(draft.rules[0]!.groups.map((g) => g.children.length)).toEqual([1, 2]);
    const input = draftToInput('tag', draft, fields);
    expect(input.labels).toEqual(['优秀', '高学历']);
    expect(input.rules[0]).toMatchObject({ rule_id: 'r1', conditions_operation: '1' });
    const strip = ({ id: _id, ...rest }: Record<string, unknown>) => rest;
    expect(input.rules[0]!.conditions_json.map(strip)).toEqual(SUB_RULE.conditions_json.map(strip));
    expect(SaveSmartRuleInput.safeParse(input).success).toBe(true);
  });

  it('summarises a sub-rule with the engine (field and option labels, section rule)', () => {
    const draft = ruleSetToDraft(ruleSet(), fields);
    expect(subRuleSummary(draft.rules[0]!, fields)).toBe(SUB_RULE.summary);
  });

  it('reports the missing name, labels and conditions of an empty tag rule', () => {
    const errors = validateDraft('tag', emptyDraft(), fields);
    expect(errors.ok).toBe(false);
    expect(errors.name).toBe('请输入规则名称');
    expect(errors.labels).toBe('请输入标签');
    // The one empty row: its field is required (请选择 under the row).
    expect(errors.conditionsInvalid).toBe(true);
    const noRows: SmartRuleDraft = {
      ...emptyDraft(),
      rules: [{ ...emptyDraft().rules[0]!, groups: [{ kind: 'group', op: 'all', children: [] }] }],
    };
    expect(validateDraft('tag', noRows, fields).ruleErrors[0]!.conditions).toBe('请添加条件');
  });

  it('checks a label with the contract rule (at most 20 characters)', () => {
    const draft = { ...ruleSetToDraft(ruleSet(), fields), labels: ['x'.repeat(21)] };
    expect(validateDraft('tag', draft, fields).labels).toBe('标签最多20个字符');
  });

  it.each([
    ['', '请输入'],
    ['abc', '请输入数字'],
    ['100.5', '评分值在0-100间'],
    ['-1', '评分值在0-100间'],
    ['50.55', '评分值最多一位小数'],
    ['0', undefined],
    ['100', undefined],
    ['59.5', undefined],
  ])('DATA-026 COND-038 a score of "%s" → %s', (score, message) => {
    const base = ruleSetToDraft(ruleSet({ kind: 'score', labels: [] }), fields);
    const draft = { ...base, rules: [{ ...base.rules[0]!, score }] };
    const errors = validateDraft('score', draft, fields);
    expect(errors.ruleErrors[0]!.score).toBe(message);
    if (!message) expect(draftToInput('score', draft, fields).rules[0]!.score).toBe(Number(score));
  });

  it('DATA-027 a flow sub-rule needs a target step and sends execute_type and target_iv_id', () => {
    const base = ruleSetToDraft(ruleSet({ kind: 'flow', labels: [] }), fields);
    expect(validateDraft('flow', base, fields).ruleErrors[0]!.target).toBe('请选择流转环节');
    const draft = { ...base, rules: [{ ...base.rules[0]!, target_iv_id: 's2', execute_type: '2' as const }] };
    expect(validateDraft('flow', draft, fields).ok).toBe(true);
    expect(draftToInput('flow', draft, fields).rules[0]).toMatchObject({
      target_iv_id: 's2',
      execute_type: '2',
    });
  });

  it('keeps a stored condition the engine cannot read, so validation names it', () => {
    const broken = ruleSet({
      rules: [{ ...SUB_RULE, conditions_json: [{ ...SUB_RULE.conditions_json[0]!, operator: 99 }] }],
    });
    const draft = ruleSetToDraft(broken, fields);
    expect(draft.rules[0]!.groups[0]!.children[0]).toMatchObject({
      field: ['jobs', 'base', 'degree'],
      operator: '',
    });
    expect(validateDraft('tag', draft, fields).conditionsInvalid).toBe(true);
  });

  it("STATE-008 the recalculation status is polled every 2 s while '20' and not otherwise", () => {
    const task = (status: '20' | '30' | '40' | null) => ({
      taskId: 't',
      kind: 'tag' as const,
      status,
      total: 10,
      processed: 4,
      percent: 40,
      startedAt: 1,
      finishedAt: null,
      error: '',
      warnning: '',
    });
    expect(RECALC_POLL_MS).toBe(2000);
    expect(recalcPollInterval(task('20'))).toBe(2000);
    expect(recalcPollInterval(task('30'))).toBe(false);
    expect(recalcPollInterval(task(null))).toBe(false);
    expect(recalcPollInterval(undefined)).toBe(false);
  });
});
