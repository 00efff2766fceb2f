import { memo, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Radio, Switch } from 'antd';
import { BELONG_EN, ENABLE_STATUS, MOD_TYPE, type BelongEn } from '@ehire/domain/codes/resume-design';
import type { RelatedRulesAnswer } from '@ehire/domain/contracts/resume-design';
import { applyModuleLanguageToFields, moduleHasLinkage } from '@ehire/domain/resume-design/changes';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import { liveFields, type DesignModule } from '@ehire/domain/resume-design/model';
import {
  canDeleteModule,
  clampMaxCount,
  clampMinCount,
  enableSwitchLocked,
  moduleTitleIssues,
  moduleTitlesLocked,
  parseCount,
  resolveRecordCount,
} from '@ehire/domain/resume-design/module-rules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDesignerApi } from '../api/designer-api';
import { DisplayRulesButton } from './DisplayRulesButton';
import type { EditorAction } from '../state/editor-reducer';

export interface ModuleSettingsPanelProps {
  module: DesignModule;
  modules: DesignModule[];
  editable: boolean;
  linked: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
}

interface Pending {
  kind: 'disable' | 'delete';
  linkage: boolean;
  rules: RelatedRulesAnswer | null;
}

/** 模块设置 (D2 §2 right column): titles, memo, language, enable switch, counts, delete. */
// Memoised: a save, or an edit elsewhere in the design, does not rebuild the whole settings form.
export const ModuleSettingsPanel = memo(ModuleSettingsPanelForm);

function ModuleSettingsPanelForm({ module, modules, editable, dispatch }: ModuleSettingsPanelProps) {
  const api = useDesignerApi();
  const { message } = App.useApp();
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const issues = moduleTitleIssues(module, modules, { inline: true });
  const titlesLocked = !editable || moduleTitlesLocked(module);
  const multi = module.modType !== MOD_TYPE.single;
  const update = (patch: Partial<DesignModule>) =>
    dispatch({ type: 'updateModule', modId: module.modId, patch });

  /** DES-105/106: related rules first (display-rule linkage and smart operations rules). */
  const ask = async (kind: Pending['kind']) => {
    const linkage = moduleHasLinkage(modules, module.modId);
    let rules: RelatedRulesAnswer | null = null;
    const checkList = liveFields(module).map((f) => ({
      modName: module.modName || module.modId,
      colName: f.colName || f.colId,
    }));
    if (checkList.length > 0) {
      setChecking(true);
      try {
        rules = await api.relatedRules(checkList);
      } catch {
        rules = null;
      } finally {
        setChecking(false);
      }
    }
    const hasRules =
      !!rules && rules.labelList.length + rules.circulationList.length + rules.scoreList.length > 0;
    if (kind === 'disable' && !linkage && !hasRules) {
      dispatch({ type: 'setEnabled', modId: module.modId, enabled: false });
      return;
    }
    setPending({ kind, linkage, rules: hasRules ? rules : null });
  };

  const confirmPending = () => {
    if (!pending) return;
    // DES-107/108: linkage is cleared by the domain rule; the server disables the smart rules.
    if (pending.kind === 'disable') dispatch({ type: 'setEnabled', modId: module.modId, enabled: false });
    else dispatch({ type: 'deleteModule', modId: module.modId });
    setPending(null);
  };
  const cancelPending = () => {
    // DES-109/110: the module stays as it was.
    void message.info(
      pending?.kind === 'delete' ? DESIGN_MESSAGE.deleteCancelled : DESIGN_MESSAGE.disableCancelled,
    );
    setPending(null);
  };

  const setCount = (name: 'minCount' | 'maxCount' | 'recordCount', raw: unknown) => {
    const n = raw === null || raw === '' ? null : parseCount(raw);
    if (name === 'recordCount') {
      update({ recordCount: resolveRecordCount(n, module.minCount, module.maxCount) });
    } else if (n !== null) {
      if (name === 'minCount') update({ minCount: clampMinCount(n, module.maxCount) });
      else {
        const maxCount = clampMaxCount(n, module.minCount);
        update({
          maxCount,
          recordCount: module.recordCount === null ? null : Math.min(module.recordCount, maxCount),
        });
      }
    }
  };

  return (
    <Card size="small" title="模块设置" data-testid="module-settings">
      <Form layout="vertical" disabled={!editable}>
        <Form.Item
          label="中文标题"
          required
          validateStatus={issues.cname ? 'error' : undefined}
          help={issues.cname}
        >
          <Input
            aria-label="中文标题"
            value={module.cname}
            disabled={titlesLocked}
            onChange={(e) => update({ cname: e.target.value })}
          />
        </Form.Item>
        <Form.Item
          label="英文标题"
          required={module.isBelongEn === BELONG_EN.english}
          validateStatus={issues.ename ? 'error' : undefined}
          help={issues.ename}
        >
          <Input
            aria-label="英文标题"
            value={module.ename}
            disabled={titlesLocked}
            onChange={(e) => update({ ename: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="模块语言">
          <Radio.Group
            value={module.isBelongEn}
            onChange={(e) => update({ isBelongEn: e.target.value as BelongEn })}
            options={[
              { value: BELONG_EN.chinese, label: '中文' },
              { value: BELONG_EN.english, label: '英文' },
            ]}
          />
          {editable ? (
            // DES-117 / AMB-050: offer to apply the module's language to all its fields.
            <Popconfirm
              title="是否将模块语言应用到本模块的全部字段？"
              okText="确定"
              cancelText="取消"
              onConfirm={() =>
                dispatch({ type: 'replaceModule', module: applyModuleLanguageToFields(module) })
              }
            >
              <Button type="link" size="small">
                应用到全部字段
              </Button>
            </Popconfirm>
          ) : null}
        </Form.Item>
        <Form.Item label="模块说明" validateStatus={issues.memo ? 'error' : undefined} help={issues.memo}>
          <Input.TextArea
            aria-label="模块说明"
            rows={3}
            value={module.memo}
            onChange={(e) => update({ memo: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="启用">
          <Switch
            aria-label="启用模块"
            checked={module.enableStatus === ENABLE_STATUS.start}
            disabled={!editable || enableSwitchLocked(module)}
            loading={checking}
            onChange={(on) =>
              on ? dispatch({ type: 'setEnabled', modId: module.modId, enabled: true }) : void ask('disable')
            }
          />
        </Form.Item>
        {multi ? (
          <>
            <Form.Item label="最少条数">
              <InputNumber
                aria-label="最少条数"
                min={0}
                max={15}
                precision={0}
                value={module.minCount}
                onChange={(v) => setCount('minCount', v)}
              />
            </Form.Item>
            <Form.Item label="最多条数">
              <InputNumber
                aria-label="最多条数"
                min={0}
                max={15}
                precision={0}
                value={module.maxCount}
                onChange={(v) => setCount('maxCount', v)}
              />
            </Form.Item>
            <Form.Item label="推荐条数">
              <InputNumber
                aria-label="推荐条数"
                min={0}
                max={module.maxCount}
                precision={0}
                value={module.recordCount}
                onChange={(v) => setCount('recordCount', v)}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
      <div style={{ marginBottom: 8 }}>
        <DisplayRulesButton
          module={module}
          modules={modules}
          editable={editable}
          dispatch={dispatch}
          kind="module"
        />
      </div>
      {editable && canDeleteModule(module) ? (
        <Button danger block loading={checking} onClick={() => void ask('delete')}>
          删除模块
        </Button>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        content={
          <div data-testid="module-rule-warnings">
            <div>{pending?.kind === 'delete' ? '确定删除该模块吗？' : '确定停用该模块吗？'}</div>
            {pending?.linkage ? <div>{DESIGN_MESSAGE.moduleHasLinkage}</div> : null}
            {pending?.rules ? (
              <div>
                <div>{DESIGN_MESSAGE.moduleHasSmartRules}</div>
                {(
                  [
                    [DESIGN_MESSAGE.smartRuleGroups.label, pending.rules.labelList],
                    [DESIGN_MESSAGE.smartRuleGroups.circulation, pending.rules.circulationList],
                    [DESIGN_MESSAGE.smartRuleGroups.score, pending.rules.scoreList],
                  ] as const
                )
                  .filter(([, list]) => list.length > 0)
                  .map(([group, list]) => (
                    <div key={group}>{`${group}：${list.map((r) => r.name).join('、')}`}</div>
                  ))}
              </div>
            ) : null}
          </div>
        }
        onOk={confirmPending}
        onCancel={cancelPending}
      />
    </Card>
  );
}
