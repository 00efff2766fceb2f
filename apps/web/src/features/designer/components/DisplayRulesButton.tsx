import { useMemo, useState } from 'react';
import { Button, Empty, Radio, Select, Space, Table } from 'antd';
import { MOD_TYPE } from '@ehire/domain/codes/resume-design';
import { fieldKey } from '@ehire/domain/conditions/ast';
import type { DisplayRuleWire } from '@ehire/domain/conditions/display-rule';
import type { OptionNode } from '@ehire/domain/conditions/fields';
import {
  liveFields,
  type DesignField,
  type DesignModule,
  type ShowRule,
} from '@ehire/domain/resume-design/model';
import { designFieldCatalog } from '@ehire/domain/resume-design/validate-design';
import { AppDialog } from '../../../components/AppDialog';
import { RuleDialog } from '../../../components/conditions/RuleDialog';
import type { EditorAction } from '../state/editor-reducer';

export interface DisplayRulesButtonProps {
  module: DesignModule;
  /** The selected field: new rules target it first. */
  field?: DesignField;
  modules: DesignModule[];
  editable: boolean;
  dispatch: (action: EditorAction) => void;
  /** 'field' (default): rules showing fields of the module; 'module': rules showing the module. */
  kind?: 'field' | 'module';
}

let nextRuleId = 0;
const newRuleId = () => `rule_${Date.now().toString(36)}_${++nextRuleId}`;

/**
 * The condition fields a rule of `module` may use: every other live, enabled module's fields
 * (COND-002: the current module is left out), as the cascader tree [modId, colId].
 */
function ruleOptions(
  modules: readonly DesignModule[],
  module: DesignModule,
  catalogKeys: ReadonlySet<string>,
): OptionNode[] {
  return modules
    .filter((m) => m.modId !== module.modId && m.deleteStatus !== 1 && m.enableStatus === 1)
    .map((m) => ({
      value: m.modId,
      name: m.cname || m.modId,
      children: liveFields(m)
        .filter((f) => catalogKeys.has(fieldKey([m.modId, f.colId])))
        .map((f) => ({ value: f.colId, name: f.cname || f.colId })),
    }))
    .filter((m) => m.children.length > 0);
}

/** DES-022/023: the module's field display rules, each edited in the 显示规则 dialog. */
export function DisplayRulesButton({
  module,
  field,
  modules,
  editable,
  dispatch,
  kind = 'field',
}: DisplayRulesButtonProps) {
  const [listOpen, setListOpen] = useState(false);
  const [editing, setEditing] = useState<ShowRule | 'new' | null>(null);
  // The catalogue walks all fields of the design (1,200 in a 30 × 40 one): built only while a
  // dialog needs it, not on each keystroke in the settings panel that renders this button.
  const needed = listOpen || editing !== null;
  const catalog = useMemo(() => (needed ? designFieldCatalog(modules) : {}), [needed, modules]);
  const options = useMemo(
    () => (needed ? ruleOptions(modules, module, new Set(Object.keys(catalog))) : []),
    [needed, modules, module, catalog],
  );
  const forModule = kind === 'module';
  const rules = forModule ? module.emodulesShowSets : module.ecolumnsShowSets;
  const fields = liveFields(module);
  const multi = module.modType !== MOD_TYPE.single && !forModule;
  const count =
    field && !forModule ? rules.filter((r) => (r.target ?? []).includes(field.colId)).length : rules.length;

  // Module rules show this module (showIdType 0): their target is the module itself.
  const setRules = (next: ShowRule[]) =>
    dispatch({
      type: 'updateModule',
      modId: module.modId,
      patch: forModule ? { emodulesShowSets: next } : { ecolumnsShowSets: next },
    });
  const updateRule = (id: string, patch: Partial<ShowRule>) =>
    setRules(rules.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const confirmRule = (wire: DisplayRuleWire) => {
    if (editing === 'new') {
      setRules([
        ...rules,
        {
          ...wire,
          id: newRuleId(),
          target: forModule ? [module.modId] : field ? [field.colId] : [],
          ...(multi ? { resumesubEcolumnsShowType: '1' as const } : {}),
        },
      ]);
    } else if (editing) {
      updateRule(editing.id, { ...wire, id: editing.id });
    }
  };

  return (
    <>
      <Button block onClick={() => setListOpen(true)} data-testid={`display-rules-button-${kind}`}>
        {forModule ? `模块显示规则（${count}）` : `显示规则（${count}）`}
      </Button>
      {/* Mounted only while open: a closed antd Modal still re-renders with the panel. */}
      {listOpen ? (
        <AppDialog
          open
          size="extraLarge"
          title="显示规则列表"
          onClose={() => setListOpen(false)}
          footer={(_, { CancelBtn }) => <CancelBtn />}
          cancelText="关闭"
        >
          <div data-testid="display-rule-list">
            {editable ? (
              <Button
                type="primary"
                style={{ marginBottom: 12 }}
                onClick={() => setEditing('new')}
                disabled={options.length === 0}
              >
                添加显示规则
              </Button>
            ) : null}
            {rules.length === 0 ? (
              <Empty description="暂无显示规则" />
            ) : (
              <Table<ShowRule>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={rules}
                columns={[
                  {
                    title: '条件',
                    key: 'conditions',
                    render: (_v, rule) =>
                      `${String(rule.conditions_operation) === '1' ? '满足任一条件' : '满足全部条件'}，共${rule.conditions.length}个条件`,
                  },
                  ...(forModule
                    ? []
                    : [
                        {
                          title: '显示字段',
                          key: 'target',
                          width: 260,
                          render: (_v: unknown, rule: ShowRule) => {
                            // Fields used in the rule's conditions are not offered as targets.
                            const used = new Set(
                              rule.conditions
                                .filter((c) => c.field[0] === module.modId)
                                .map((c) => c.field[1]),
                            );
                            return (
                              <Select<string[]>
                                mode="multiple"
                                aria-label="显示字段"
                                style={{ width: '100%' }}
                                placeholder="请选择"
                                status={(rule.target ?? []).length === 0 ? 'error' : undefined}
                                disabled={!editable}
                                value={rule.target ?? []}
                                onChange={(target) => updateRule(rule.id, { target })}
                                options={fields
                                  .filter((f) => !used.has(f.colId))
                                  .map((f) => ({ value: f.colId, label: f.cname || f.colId }))}
                              />
                            );
                          },
                        },
                      ]),
                  ...(multi
                    ? [
                        {
                          title: '多段显示',
                          key: 'showType',
                          width: 200,
                          render: (_v: unknown, rule: ShowRule) => (
                            <Radio.Group
                              disabled={!editable}
                              value={String(rule.resumesubEcolumnsShowType ?? '1')}
                              onChange={(e) =>
                                updateRule(rule.id, {
                                  resumesubEcolumnsShowType: e.target.value as '1' | '2',
                                })
                              }
                              options={[
                                { value: '1', label: '每段显示' },
                                { value: '2', label: '满足条件的段显示' },
                              ]}
                            />
                          ),
                        },
                      ]
                    : []),
                  {
                    title: '操作',
                    key: 'actions',
                    width: 120,
                    render: (_v, rule) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => setEditing(rule)}>
                          {editable ? '编辑' : '查看'}
                        </Button>
                        {editable ? (
                          <Button
                            type="link"
                            size="small"
                            danger
                            onClick={() => setRules(rules.filter((r) => r.id !== rule.id))}
                          >
                            删除
                          </Button>
                        ) : null}
                      </Space>
                    ),
                  },
                ]}
              />
            )}
          </div>
        </AppDialog>
      ) : null}
      <RuleDialog
        open={editing !== null}
        options={options}
        fields={catalog}
        value={editing && editing !== 'new' ? editing : undefined}
        editable={editable}
        onConfirm={confirmRule}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
