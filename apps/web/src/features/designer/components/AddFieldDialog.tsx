import { useMemo, useState } from 'react';
import { Button, Checkbox, Empty, Form, Input, Select, Space, Spin, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { COL_FORM, INPUT_TYPE_LABEL, INPUT_TYPES, type InputType } from '@ehire/domain/codes/resume-design';
import type { PresetFieldAnswer } from '@ehire/domain/contracts/resume-design';
import { availablePresets } from '@ehire/domain/resume-design/changes';
import { addFieldIssue } from '@ehire/domain/resume-design/field-rules';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import {
  liveFields,
  newCustomColId,
  newField,
  type DesignField,
  type DesignModule,
} from '@ehire/domain/resume-design/model';
import { trimTitle } from '@ehire/domain/resume-design/module-rules';
import { AppDialog } from '../../../components/AppDialog';
import { DESIGNER_KEYS, useDesignerApi } from '../api/designer-api';

export interface AddFieldDialogProps {
  module: DesignModule;
  taskId?: string;
  onClose: () => void;
  onAdd: (fields: DesignField[]) => void;
}

interface CustomDraft {
  cname: string;
  inputType: InputType | undefined;
}

/** A preset of the catalogue as a field of the module (DES-067, colForm 2). */
function presetToField(preset: PresetFieldAnswer, modId: string): DesignField {
  return {
    ...newField({
      colId: preset.colId,
      modId,
      inputType: preset.inputType,
      cname: preset.cname,
      ename: preset.ename,
    }),
    colForm: COL_FORM.preset,
    colName: preset.colId,
    inputTypeName: preset.inputTypeName,
    isMustUsed: preset.isMustUsed,
    checkType: preset.checkType,
    inputLen: preset.inputLen,
    minFileSize: preset.minFileSize,
    dictType: preset.dictType,
    systemDdTableName: preset.systemDdTableName,
    dictData: preset.dictData,
    dictLevel: preset.dictLevel,
    certType: preset.certType,
  };
}

/** DES-019: 常用字段 (with search) and 自定义字段 tabs; DESVAL-044..046. */
export function AddFieldDialog({ module, taskId, onClose, onAdd }: AddFieldDialogProps) {
  const api = useDesignerApi();
  const [tab, setTab] = useState<'common' | 'custom'>('common');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [pending, setPending] = useState<DesignField[]>([]);
  const [custom, setCustom] = useState<CustomDraft>({ cname: '', inputType: undefined });
  const [customError, setCustomError] = useState<string | null>(null);

  const catalogue = useQuery({
    queryKey: DESIGNER_KEYS.commonFields(module.modId, module.modType),
    queryFn: () => api.commonFields(module.modId, module.modType, taskId),
  });
  // DES-122: presets not (or no longer) in the module.
  const available = useMemo(() => availablePresets(catalogue.data ?? [], module), [catalogue.data, module]);
  const shown = available.filter(
    (p) =>
      !search.trim() ||
      p.cname.includes(search.trim()) ||
      p.ename.toLowerCase().includes(search.trim().toLowerCase()),
  );

  const taken = {
    existing: liveFields(module).map((f) => f.cname),
    common: (catalogue.data ?? []).map((p) => p.cname),
    pending: pending.map((f) => f.cname),
  };

  const saveCustom = (): boolean => {
    const issue = addFieldIssue({ cname: custom.cname, inputType: custom.inputType }, taken);
    setCustomError(issue);
    if (issue || custom.inputType === undefined) return false;
    const colId = newCustomColId([...module.ecolumns.map((f) => f.colId), ...pending.map((f) => f.colId)]);
    setPending((list) => [
      ...list,
      newField({
        colId,
        modId: module.modId,
        inputType: custom.inputType!,
        cname: trimTitle(custom.cname),
        isBelongEn: module.isBelongEn,
      }),
    ]);
    setCustom({ cname: '', inputType: undefined });
    return true;
  };

  const confirm = () => {
    // DESVAL-046: a custom field being typed must be saved (添加) before the dialog closes.
    if (custom.cname.trim() !== '' || custom.inputType !== undefined) {
      setTab('custom');
      setCustomError(DESIGN_MESSAGE.saveCustomFieldFirst);
      return;
    }
    const presets = available
      .filter((p) => picked.includes(p.colId))
      .map((p) => presetToField(p, module.modId));
    onAdd([...presets, ...pending]);
  };

  return (
    <AppDialog open size="large" title="添加字段" onClose={onClose} onOk={confirm}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'common' | 'custom')}
        items={[
          {
            key: 'common',
            label: '常用字段',
            children: (
              <div data-testid="common-fields">
                <Input.Search
                  aria-label="搜索常用字段"
                  placeholder="搜索字段名称"
                  allowClear
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  style={{ marginBottom: 12 }}
                />
                {catalogue.isPending ? (
                  <Spin />
                ) : shown.length === 0 ? (
                  <Empty description="暂无可添加的常用字段" />
                ) : (
                  <Checkbox.Group value={picked} onChange={(value) => setPicked(value)}>
                    <Space wrap>
                      {shown.map((p) => (
                        <Checkbox key={p.colId} value={p.colId}>
                          {`${p.cname}（${INPUT_TYPE_LABEL[p.inputType]}）`}
                        </Checkbox>
                      ))}
                    </Space>
                  </Checkbox.Group>
                )}
              </div>
            ),
          },
          {
            key: 'custom',
            label: '自定义字段',
            children: (
              <div data-testid="custom-field">
                <Form layout="vertical">
                  <Form.Item
                    label="中文标题"
                    required
                    validateStatus={customError ? 'error' : undefined}
                    help={customError}
                  >
                    <Input
                      aria-label="自定义字段中文标题"
                      value={custom.cname}
                      onChange={(e) => setCustom((c) => ({ ...c, cname: e.target.value }))}
                    />
                  </Form.Item>
                  <Form.Item label="字段类型" required>
                    <Select<InputType>
                      aria-label="自定义字段类型"
                      placeholder="请选择"
                      value={custom.inputType}
                      onChange={(value) => setCustom((c) => ({ ...c, inputType: value }))}
                      options={INPUT_TYPES.map((t) => ({ value: t, label: INPUT_TYPE_LABEL[t] }))}
                    />
                  </Form.Item>
                  <Button onClick={() => saveCustom()}>添加</Button>
                </Form>
                {pending.length > 0 ? (
                  <div style={{ marginTop: 12 }} data-testid="pending-fields">
                    {pending.map((f) => (
                      <Tag
                        key={f.colId}
                        closable
                        onClose={() => setPending((list) => list.filter((x) => x.colId !== f.colId))}
                      >
                        {`${f.cname}（${INPUT_TYPE_LABEL[f.inputType]}）`}
                      </Tag>
                    ))}
                  </div>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </AppDialog>
  );
}
