import { memo, useState } from 'react';
import { Card, Checkbox, Form, Input, Select, Switch } from 'antd';
import {
  BELONG_EN,
  CERT_TYPE_LABEL,
  CERT_TYPES,
  CHECK_TYPE,
  CHECK_TYPE_LABEL,
  COL_FORM,
  INPUT_TYPE,
  INPUT_TYPE_LABEL,
  INPUT_TYPES,
  usesDictionary,
  type CertType,
  type CheckType,
  type InputType,
} from '@ehire/domain/codes/resume-design';
import { changeInputType, renameField } from '@ehire/domain/resume-design/changes';
import {
  CHECK_TYPES_BY_INPUT,
  MIN_FILE_SIZE_OPTIONS,
  MULTI_LIMIT_OPTIONS,
  charLimitBounds,
  charLimitIssue,
  checkTypeIssue,
  fieldTitleIssues,
  lockedProperties,
  multiLimitIssue,
  setMultiMax,
} from '@ehire/domain/resume-design/field-rules';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import type { DesignField, DesignModule } from '@ehire/domain/resume-design/model';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { EditorAction } from '../state/editor-reducer';
import { DictionarySettings } from './DictionarySettings';
import { DisplayRulesButton } from './DisplayRulesButton';

export interface FieldSettingsPanelProps {
  module: DesignModule;
  field: DesignField;
  modules: DesignModule[];
  editable: boolean;
  dispatch: (action: EditorAction) => void;
}

/** 字段设置 (D2 §2 right column) with the field rules of D2 §5. */
// Memoised: a save, or an edit elsewhere in the design, does not rebuild the whole settings form.
export const FieldSettingsPanel = memo(FieldSettingsPanelForm);

function FieldSettingsPanelForm({ module, field, modules, editable, dispatch }: FieldSettingsPanelProps) {
  const [typeChange, setTypeChange] = useState<InputType | null>(null);
  const [renamed, setRenamed] = useState(false);
  const [lenText, setLenText] = useState<string>(field.inputLen === null ? '' : String(field.inputLen));
  const locked = lockedProperties(field);
  const issues = fieldTitleIssues(field, module.ecolumns, module.isBelongEn);
  const bounds = charLimitBounds(field);
  const lenIssue = bounds && lenText !== '' ? charLimitIssue(field, lenText) : null;
  const replace = (next: DesignField) => dispatch({ type: 'replaceField', field: next });
  const update = (patch: Partial<DesignField>) => replace({ ...field, ...patch });
  const checkTypes = CHECK_TYPES_BY_INPUT[field.inputType] ?? [0];
  const checkIssue = checkTypeIssue(field);
  const multiIssue = multiLimitIssue(field);

  return (
    <Card size="small" title="字段设置" data-testid="field-settings">
      {field.rejectReason ? (
        <div style={{ color: '#ff4d4f', marginBottom: 12 }} data-testid="field-settings-reject-reason">
          {field.rejectReason}
        </div>
      ) : null}
      <Form layout="vertical" disabled={!editable}>
        <Form.Item
          label="中文标题"
          required
          validateStatus={issues.cname ? 'error' : undefined}
          help={issues.cname ?? (renamed ? DESIGN_MESSAGE.autoFillRename() : undefined)}
        >
          <Input
            aria-label="字段中文标题"
            value={field.cname}
            disabled={locked.cname}
            onChange={(e) => {
              // DESERR-020: renaming turns auto-fill off, with the warning.
              if (field.isUse51ResumeFill) setRenamed(true);
              replace(renameField(field, e.target.value));
            }}
          />
        </Form.Item>
        <Form.Item
          label="英文标题"
          required={module.isBelongEn === BELONG_EN.english}
          validateStatus={issues.ename ? 'error' : undefined}
          help={issues.ename}
        >
          <Input
            aria-label="字段英文标题"
            value={field.ename}
            onChange={(e) => update({ ename: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="字段说明" validateStatus={issues.memo ? 'error' : undefined} help={issues.memo}>
          <Input.TextArea
            aria-label="字段说明"
            rows={2}
            value={field.memo}
            onChange={(e) => update({ memo: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="是否必填">
          <Switch
            aria-label="是否必填"
            checked={field.isMustUsed === 1}
            disabled={!editable || locked.isMustUsed}
            onChange={(on) => update({ isMustUsed: on ? 1 : 0 })}
          />
        </Form.Item>
        <Form.Item label="字段类型">
          <Select<InputType>
            aria-label="字段类型"
            value={field.inputType}
            disabled={!editable || locked.inputType}
            onChange={(value) => value !== field.inputType && setTypeChange(value)}
            options={INPUT_TYPES.map((t) => ({ value: t, label: INPUT_TYPE_LABEL[t] }))}
          />
        </Form.Item>
        {bounds ? (
          <Form.Item
            label="字符限制"
            validateStatus={lenIssue ? 'error' : undefined}
            help={
              lenIssue ??
              // DESVAL-049 / AMB-038: the hint of custom single-line fields.
              (field.colForm === COL_FORM.custom && field.inputType === INPUT_TYPE.text
                ? DESIGN_MESSAGE.charLimitHint
                : undefined)
            }
          >
            <Input
              aria-label="字符限制"
              value={lenText}
              onChange={(e) => {
                const text = e.target.value.trim();
                setLenText(text);
                if (text === '') update({ inputLen: null });
                else if (!charLimitIssue(field, text)) update({ inputLen: Number(text) });
              }}
            />
          </Form.Item>
        ) : null}
        {checkTypes.length > 1 || checkTypes[0] !== CHECK_TYPE.none ? (
          <Form.Item label="校验类型" validateStatus={checkIssue ? 'error' : undefined} help={checkIssue}>
            <Select<CheckType>
              aria-label="校验类型"
              value={field.checkType}
              disabled={!editable || locked.checkType}
              onChange={(value) =>
                update({ checkType: value, certType: value === CHECK_TYPE.certificate ? field.certType : [] })
              }
              options={checkTypes.map((t) => ({
                value: t as CheckType,
                label: CHECK_TYPE_LABEL[t as CheckType],
              }))}
            />
          </Form.Item>
        ) : null}
        {field.checkType === CHECK_TYPE.certificate ? (
          <Form.Item label="证件类型">
            <Checkbox.Group<CertType>
              value={field.certType}
              onChange={(value) => update({ certType: value })}
              options={CERT_TYPES.map((t) => ({ value: t, label: CERT_TYPE_LABEL[t] }))}
            />
          </Form.Item>
        ) : null}
        {field.inputType === INPUT_TYPE.attachment ? (
          <Form.Item label="最小文件大小（MB）" extra="系统最大上传 10MB">
            <Select<number>
              aria-label="最小文件大小"
              value={field.minFileSize}
              onChange={(value) => update({ minFileSize: value })}
              options={MIN_FILE_SIZE_OPTIONS.map((n) => ({ value: n, label: `${n}MB` }))}
            />
          </Form.Item>
        ) : null}
        {field.inputType === INPUT_TYPE.multiDropdown ? (
          <Form.Item label="可选数量" validateStatus={multiIssue ? 'error' : undefined} help={multiIssue}>
            <Select<number>
              aria-label="最少选择"
              style={{ width: 100 }}
              value={field.drop1MultiMin ?? undefined}
              placeholder="请选择"
              onChange={(value) => update({ drop1MultiMin: value })}
              options={MULTI_LIMIT_OPTIONS.filter((n): n is number => n !== null).map((n) => ({
                value: n,
                label: `${n}`,
              }))}
            />
            <span style={{ margin: '0 8px' }}>至</span>
            <Select<number>
              aria-label="最多选择"
              style={{ width: 100 }}
              value={field.drop1MultiMax ?? 0}
              onChange={(value) => replace(setMultiMax(field, value === 0 ? null : value))}
              options={MULTI_LIMIT_OPTIONS.map((n) => ({
                value: n ?? 0,
                label: n === null ? '不限' : `${n}`,
              }))}
            />
          </Form.Item>
        ) : null}
      </Form>
      {usesDictionary(field.inputType) ? (
        <DictionarySettings field={field} editable={editable && !locked.dictionary} onChange={replace} />
      ) : null}
      <DisplayRulesButton
        module={module}
        field={field}
        modules={modules}
        editable={editable}
        dispatch={dispatch}
      />
      <ConfirmDialog
        open={typeChange !== null}
        title={DESIGN_MESSAGE.changeTypeTitle}
        content={
          <div data-testid="change-type-warnings">
            <div>{DESIGN_MESSAGE.changeTypeWarning}</div>
            {field.isPublished === 1 ? <div>{DESIGN_MESSAGE.deleteFieldHasResumes}</div> : null}
          </div>
        }
        onOk={() => {
          // DES-112/113: the settings reset, titles kept, auto-fill off.
          if (typeChange !== null) {
            const next = changeInputType(field, typeChange);
            setLenText(next.inputLen === null ? '' : String(next.inputLen));
            replace(next);
          }
          setTypeChange(null);
        }}
        onCancel={() => setTypeChange(null)}
      />
    </Card>
  );
}
